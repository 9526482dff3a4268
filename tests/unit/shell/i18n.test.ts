import { readdirSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/en/index.ts';
import { addMessages, initLanguage, lang, phoneLanguage, setLanguage, t } from '../../../src/i18n/index.ts';
import zhBet from '../../../src/i18n/zh/bet.ts';
import zhCore from '../../../src/i18n/zh/index.ts';
import { englishAreas } from '../../setup/messages.ts';

// every area as the app loads it, read from disk: the core is bundled, the rest arrive with their pages:
const ZH_DIR = new URL('../../../src/i18n/zh/', import.meta.url).pathname;
const zh: Record<string, unknown> = { bet: zhBet };
for (const file of readdirSync(ZH_DIR).filter((f) => f.endsWith('.json'))) {
	zh[file.slice(0, -5)] = JSON.parse(readFileSync(`${ZH_DIR}${file}`, 'utf8'));
}

function memoryStorage(initial: Record<string, string> = {}) {
	const data = { ...initial };
	return {
		data,
		getItem: (k: string) => data[k] ?? null,
		setItem: (k: string, v: string) => {
			data[k] = v;
		},
	};
}

const keysOf = (table: object, prefix = ''): string[] =>
	Object.entries(table).flatMap(([k, v]) => (typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

const test = suite('i18n');

test('English is the default and carries the spec sample strings', () => {
	assert.is(lang.value, 'en');
	assert.is(t('common.submit'), 'Submit');
	assert.is(t('common.enterName'), 'Enter your name');
	assert.is(t('common.typeHere'), 'Type here');
	assert.is(t('common.ok'), 'OK');
	assert.is(t('common.cancel'), 'Cancel');
	assert.is(t('errors.sessionExpired'), 'Login has expired, please log in again.');
	assert.is(t('errors.offline'), 'Currently offline');
});

test('every English key, in every area, has a Chinese translation', () => {
	const chinese = new Set(keysOf(zh));
	const missing = keysOf(englishAreas).filter((key) => !chinese.has(key));
	assert.equal(missing, [], `keys without a Chinese translation: ${missing.join(', ')}`);
	assert.ok(keysOf(englishAreas).length > 300, 'the English areas must all have been read');
});

test('the bundled Chinese core covers the bundled English core', () => {
	const chinese = new Set(keysOf(zhCore));
	const missing = keysOf(en).filter((key) => !chinese.has(key));
	assert.equal(missing, [], `core keys without Chinese: ${missing.join(', ')}`);
});

test('switching to Chinese loads it, persists the choice and re-renders text', async () => {
	const storage = memoryStorage();
	await setLanguage('zh', storage);
	assert.is(lang.value, 'zh', 'lang signal must follow the switch');
	assert.is(t('common.ok'), '确定');
	assert.is(t('titles.home'), '马会');
	assert.is(storage.data.lang, 'zh', "choice must be stored under 'lang'");
	await setLanguage('en', storage);
	assert.is(t('common.ok'), 'OK');
	assert.is(storage.data.lang, 'en');
});

test('a key missing in Chinese falls back to English, an unknown key shows itself', async () => {
	addMessages('en', { ...en, probe: { onlyEnglish: 'Only in English' } });
	await setLanguage('zh', null);
	assert.is(t('probe.onlyEnglish'), 'Only in English', 'English is the fallback');
	assert.is(t('no.such.key'), 'no.such.key', 'unknown keys are visible, not blank');
	await setLanguage('en', null);
});

test('params are interpolated', () => {
	addMessages('en', { ...en, probe: { hello: 'Hi {{name}}' } });
	assert.is(t('probe.hello', { name: 'Ann' }), 'Hi Ann');
});

test('the stored language is restored at start', async () => {
	await initLanguage(memoryStorage({ lang: 'zh' }));
	assert.is(lang.value, 'zh', 'stored zh must be restored');
	await setLanguage('en', null);
});

test("with no choice stored, the app starts in the phone's language; a stored choice wins over it", async () => {
	await initLanguage(memoryStorage({}), ['zh-CN', 'en-US']);
	assert.is(lang.value, 'zh', 'a Chinese phone starts in Chinese');
	await setLanguage('en', null);
	await initLanguage(memoryStorage({ lang: 'en' }), ['zh-CN']);
	assert.is(lang.value, 'en', "the player's choice is kept");
	assert.is(phoneLanguage(['fr-FR', 'zh-TW']), 'zh', 'the first language the app has');
	assert.is(phoneLanguage(['fr-FR']), 'en');
	assert.is(phoneLanguage([]), 'en');
});

test.run();
