import { effect } from '@preact/signals';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type AreaLoaders, createI18n } from '../../../shared/i18n/create-i18n.ts';

/** A loader the test resolves by hand, counting its calls. */
function deferred<T>(value: T) {
	let release: () => void = () => {};
	let fail: (e: Error) => void = () => {};
	const d = {
		calls: 0,
		load: () => {
			d.calls++;
			return new Promise<T>((ok, no) => {
				release = () => ok(value);
				fail = no;
			});
		},
		release: () => release(),
		fail: (e = new Error('offline')) => fail(e),
	};
	return d;
}

const flush = () => new Promise<void>((done) => setImmediate(done));

function setup() {
	const zhCore = deferred({ common: { ok: '确定' } });
	const walletEn = deferred({ title: 'Wallet', onlyEn: 'Only in English' });
	const walletZh = deferred({ title: '钱包' });
	const areas: AreaLoaders = { wallet: { en: walletEn.load, zh: walletZh.load } };
	const i18n = createI18n({ en: { common: { ok: 'OK' } }, zh: zhCore.load, areas: async () => areas });
	return { i18n, zhCore, walletEn, walletZh };
}

// ---
const test = suite('i18n: text areas');

test('an area loaded while English, then a switch to Chinese, shows Chinese', async () => {
	const { i18n, zhCore, walletEn, walletZh } = setup();
	const loading = i18n.loadAreas(['wallet']);
	await flush();
	assert.is(walletZh.calls, 0, 'no Chinese is fetched while the language is English');
	walletEn.release();
	await loading;
	assert.is(i18n.t('wallet.title'), 'Wallet');
	const switching = i18n.setLanguage('zh');
	zhCore.release();
	await flush();
	assert.is(walletZh.calls, 1, 'the switch fetches the Chinese table of every area in use');
	assert.is(i18n.lang.value, 'en', 'the language waits for the area, so nothing shows half-translated');
	walletZh.release();
	await switching;
	assert.is(i18n.t('wallet.title'), '钱包');
	assert.is(i18n.t('common.ok'), '确定');
});

test('an area registered while Chinese shows Chinese once its table arrives, and re-renders', async () => {
	const { i18n, zhCore, walletZh } = setup();
	const switching = i18n.setLanguage('zh');
	zhCore.release();
	await switching;
	const seen: string[] = [];
	const stop = effect(() => void seen.push(i18n.t('wallet.title')));
	const ready = i18n.registerArea('wallet', { title: 'Wallet' });
	await flush();
	assert.is(walletZh.calls, 1, 'registering under Chinese fetches the Chinese table');
	walletZh.release();
	await ready;
	assert.is(i18n.t('wallet.title'), '钱包');
	assert.is(seen[seen.length - 1], '钱包', 'text read in render follows the arrival');
	stop();
});

test('a key missing in Chinese falls back to English; an unknown key shows itself', async () => {
	const { i18n, zhCore, walletEn, walletZh } = setup();
	const switching = i18n.setLanguage('zh');
	zhCore.release();
	await switching;
	const loading = i18n.loadAreas(['wallet']);
	await flush();
	walletEn.release();
	walletZh.release();
	await loading;
	assert.is(i18n.t('wallet.onlyEn'), 'Only in English');
	assert.is(i18n.t('wallet.nothing'), 'wallet.nothing');
});

test('a Chinese table that fails to load leaves English, and the next visit tries again', async () => {
	const { i18n, zhCore, walletEn, walletZh } = setup();
	const switching = i18n.setLanguage('zh');
	zhCore.release();
	await switching;
	const first = i18n.loadAreas(['wallet']);
	await flush();
	walletEn.release();
	walletZh.fail();
	await first;
	assert.is(i18n.t('wallet.title'), 'Wallet', 'English shows while Chinese is missing');
	const second = i18n.loadAreas(['wallet']);
	await flush();
	assert.is(walletZh.calls, 2, 'the failed table is fetched again');
	walletZh.release();
	await second;
	assert.is(i18n.t('wallet.title'), '钱包');
	assert.is(walletEn.calls, 1, 'English is fetched once');
});

test('an English table that fails rejects, so the page shows its reload view', async () => {
	const { i18n, walletEn } = setup();
	const loading = i18n.loadAreas(['wallet']);
	await flush();
	walletEn.fail();
	await loading.then(
		() => assert.unreachable('must reject'),
		(e: Error) => assert.is(e.message, 'offline'),
	);
});

test('text of an area no route listed still arrives, one render late', async () => {
	const { i18n, walletEn } = setup();
	assert.is(i18n.t('wallet.title'), 'wallet.title');
	await flush();
	assert.is(walletEn.calls, 1, 'a missing key of a known area fetches that area');
	walletEn.release();
	await flush();
	assert.is(i18n.t('wallet.title'), 'Wallet');
});

test("an area's arrival redraws only text of that area; a language switch redraws all of it", async () => {
	const { i18n, zhCore, walletEn, walletZh } = setup();
	const core: string[] = [];
	const wallet: string[] = [];
	const stops = [
		effect(() => void core.push(i18n.t('common.ok'))),
		effect(() => void wallet.push(i18n.t('wallet.title'))),
	];
	await flush();
	walletEn.release();
	await flush();
	assert.equal(wallet, ['wallet.title', 'Wallet'], 'the arriving area is read again');
	assert.equal(core, ['OK'], 'text of another area is not read again');
	const switching = i18n.setLanguage('zh');
	zhCore.release();
	await flush();
	walletZh.release();
	await switching;
	assert.equal(core, ['OK', '确定'], 'a switch reads every text again');
	assert.is(wallet[wallet.length - 1], '钱包');
	for (const stop of stops) stop();
});

test.run();
