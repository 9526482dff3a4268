import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { topupIdOf, topupReference } from '../../../server/domain/wallet/topup-reference.ts';
import { pickLanguage } from '../../../server/i18n/language.ts';

const reference = suite('top-up references');

reference('HC, the id in at least six digits and a check digit, read back to the id', () => {
	assert.is(topupReference(1), 'HC0000018');
	assert.is(topupReference(1234567), 'HC12345674');
	for (const id of [1, 9, 10, 99_999, 123_456, 1_000_000, 987_654_321]) {
		assert.is(topupIdOf(topupReference(id)), id, String(id));
	}
	assert.is(topupIdOf(' hc0000018 '), 1, 'as a player might type it');
});

reference('a mistyped digit or two swapped neighbours do not name another top-up', () => {
	const ref = topupReference(123_456);
	const digits = ref.slice(2);
	for (let i = 0; i < digits.length; i++) {
		for (let d = 0; d <= 9; d++) {
			if (String(d) === digits[i]) continue;
			const typo = `HC${digits.slice(0, i)}${d}${digits.slice(i + 1)}`;
			assert.is(topupIdOf(typo), null, typo);
		}
		if (i + 1 < digits.length && digits[i] !== digits[i + 1]) {
			const swapped = `HC${digits.slice(0, i)}${digits[i + 1]}${digits[i]}${digits.slice(i + 2)}`;
			assert.is(topupIdOf(swapped), null, swapped);
		}
	}
	for (const other of ['', 'HC', 'HC12345', 'XX0000018', 'HC00000180000000000000'])
		assert.is(topupIdOf(other), null, other);
});

reference.run();

// ---

const language = suite('the language a request asks for');

language('Chinese when preferred, English otherwise', () => {
	const cases: [string | undefined, string][] = [
		[undefined, 'en'],
		['', 'en'],
		['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
		['zh-Hant-HK', 'zh'],
		['en-GB,en;q=0.9,zh;q=0.8', 'en'],
		['fr-FR,zh;q=0.5', 'zh'],
		['en;q=0.3,zh;q=0.7', 'zh'],
		['fr, de', 'en'],
		['zh;q=0', 'en'],
	];
	for (const [header, lang] of cases) assert.is(pickLanguage(header), lang, String(header));
});

language.run();
