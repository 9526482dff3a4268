import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_CODES, BET_KEYS, ERRORS, isErrorCode } from '../../../server/domain/error-codes.ts';
import { en } from '../../../server/i18n/en.ts';
import { CATALOGUES, placeholders } from '../../../server/i18n/messages.ts';
import { zh } from '../../../server/i18n/zh.ts';
import appEn from '../../../src/i18n/en/errors.json';
import appZh from '../../../src/i18n/zh/errors.json';

const HAN = /\p{Script=Han}/u;

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}
// where codes are declared or worded; everywhere else in server/ is where they are thrown:
const DECLARED = /server\/(i18n\/|domain\/error-codes\.ts)/;
const throwers = sources('server').filter((path) => !DECLARED.test(path));
const code = throwers.map((path) => readFileSync(path, 'utf8')).join('\n');

const catalogues = suite('refusal catalogues');

catalogues('English and Chinese have a text for every code, and for nothing else', () => {
	for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
		assert.equal(Object.keys(catalogue.messages).sort(), [...ALL_CODES].sort(), `${lang} has every code`);
		for (const [c, text] of Object.entries(catalogue.messages)) assert.ok(text.trim(), `${lang} ${c} is not empty`);
	}
});

catalogues('both languages use the same parameters, and exactly the ones each code declares', () => {
	for (const c of ALL_CODES) {
		assert.equal(placeholders(zh.messages[c]), placeholders(en.messages[c]), `${c}: zh and en parameters`);
	}
	for (const [c, params] of Object.entries(ERRORS)) {
		assert.equal(placeholders(en.messages[c as keyof typeof ERRORS]), Object.keys(params).sort(), `${c} declares`);
	}
});

catalogues('the Chinese texts are Chinese', () => {
	for (const c of ALL_CODES) assert.ok(HAN.test(zh.messages[c]), `${c}: ${zh.messages[c]}`);
	for (const [kind, words] of Object.entries(zh.words)) {
		for (const [value, word] of Object.entries(words)) assert.ok(word === '' || HAN.test(word), `${kind}.${value}`);
	}
	for (const [field, name] of Object.entries(zh.fields)) assert.ok(HAN.test(name), `field ${field}`);
});

catalogues('texts the app and the spec quote stay word for word', () => {
	assert.is(en.messages.session_expired, 'Login has expired, please log in again.');
	assert.is(en.messages.session_expired, appEn.sessionExpired, 'the app shows the same words in English');
	assert.is(zh.messages.session_expired, appZh.sessionExpired, 'and in Chinese');
	assert.is(en.messages.rate_limited, 'Too many attempts, please try again later.');
	assert.is(en.messages.insufficient_balance, 'Insufficient balance');
	assert.is(en.messages.bet_select_type, 'Please choose a bet type.', 'bet problems keep the bet form text');
	assert.is(zh.messages.bet_scratched, '{{horse}} 号马已退出。');
});

catalogues('every bet problem has a code, named after the problem', () => {
	assert.is(BET_KEYS.bet_need_runners, 'bet.err.needRunners');
	assert.is(BET_KEYS.bet_amount_decimals, 'bet.err.amountDecimals');
	assert.ok(Object.keys(BET_KEYS).length >= 17, 'all of bet.err.* are codes');
	for (const c of Object.keys(BET_KEYS)) assert.match(c, /^bet_[a-z0-9_]+$/);
});

catalogues('every code the server throws is known, and every known code is thrown somewhere', () => {
	const thrown = [...code.matchAll(/(?:DomainError|rule)\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1] ?? '');
	assert.ok(thrown.length > 50, `found the throw sites (${thrown.length})`);
	for (const c of thrown) assert.ok(isErrorCode(c), `${c} is thrown but has no catalogue entry`);
	for (const c of Object.keys(ERRORS)) assert.ok(code.includes(`'${c}'`), `${c} is never thrown: remove it`);
});

catalogues.run();
