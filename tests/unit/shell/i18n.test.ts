import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/en/index.ts';
import { addMessages, initLanguage, lang, setLanguage, t } from '../../../src/i18n/index.ts';
import zh from '../../../src/i18n/zh/index.ts';

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

test('every bundled English key has a Chinese translation', () => {
	const chinese = new Set(keysOf(zh));
	const missing = keysOf(en).filter((key) => !chinese.has(key));
	assert.equal(missing, [], `keys without a Chinese translation: ${missing.join(', ')}`);
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

test.run();
