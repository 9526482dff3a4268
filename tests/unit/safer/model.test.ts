import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flush } from '../api/fakes.ts';
import { ok, refusal, settings, setup } from './setup.ts';

const load = suite('safer model: settings, devices and activity load');

load('settings go from loading to ready, and a failed first load is an error state', async () => {
	const good = setup({ 'GET /safer/settings': () => ok(settings({ reality_check_minutes: 30 })) });
	const p = good.model.fetchSettings();
	assert.is(good.model.status.value, 'loading');
	await p;
	assert.is(good.model.status.value, 'ready');
	assert.is(good.model.settings.value?.reality_check_minutes, 30);
	const bad = setup({ 'GET /safer/settings': () => new TypeError('offline') });
	await bad.model.fetchSettings();
	assert.is(bad.model.status.value, 'error');
	assert.is(bad.model.settings.value, null);
});

load('a failed refresh keeps what was shown and says why', async () => {
	const s = setup({
		'GET /safer/activity': (_c, n) =>
			n
				? refusal(500, 'Internal server error')
				: ok({ list: [{ month: '2025-09', deposits: 1, withdrawals: 0, stakes: 0, returns: 0 }] }),
	});
	await s.model.fetchActivity(6);
	await s.model.fetchActivity(6);
	assert.is(s.model.activity.value.length, 1);
	assert.is(s.model.activityStatus.value, 'ready');
	assert.equal(s.state.toasts, ['Internal server error']);
	assert.match(s.calls('GET', '/safer/activity')[0]!.url, 'months=6');
});

load.run();

// ---

const limits = suite('safer model: changing limits');

limits('a limit typed in dollars goes as a decimal; an empty box asks to remove it', async () => {
	const s = setup({ 'POST /safer/limits': () => ok(settings()) });
	assert.is(await s.model.setLimit('deposit', 'day', ' 40.5 '), 'saved');
	assert.is(await s.model.setLimit('bet', 'per_bet', ''), 'saved');
	assert.equal(
		s.calls('POST', '/safer/limits').map((c) => c.body),
		[
			{ kind: 'deposit', period: 'day', amount: 40.5 },
			{ kind: 'bet', period: 'per_bet', amount: null },
		],
	);
	assert.equal(s.state.toasts, ['safer.saved', 'safer.saved']);
});

limits('a bad amount is refused before any request, naming the problem', async () => {
	const s = setup({});
	assert.is(await s.model.setLimit('deposit', 'day', '12.345'), 'invalid');
	assert.is(await s.model.setLimit('deposit', 'day', 'abc'), 'invalid');
	assert.is(s.calls('POST', '/safer/limits').length, 0);
	assert.equal(s.state.toasts, ['safer.amount.decimals', 'safer.amount.invalid']);
});

limits('offline, a change is not sent; a refusal shows the server message', async () => {
	const s = setup({ 'POST /safer/limits': () => refusal(400, 'amount must be at most 10000000') });
	s.state.online = false;
	assert.is(await s.model.setLimit('deposit', 'day', '50'), 'offline');
	s.state.online = true;
	assert.is(await s.model.setLimit('deposit', 'day', '50'), 'failed');
	assert.equal(s.state.toasts, ['errors.offline', 'amount must be at most 10000000']);
	assert.is(s.model.saving.value, null);
});

limits('a second tap while one change is in flight sends nothing', async () => {
	let release = () => {};
	const s = setup({
		'POST /safer/limits': () => new Promise((done) => (release = () => done(ok(settings())))),
	});
	const first = s.model.setLimit('deposit', 'week', '100');
	await flush();
	assert.is(s.model.saving.value, 'deposit.week');
	assert.is(await s.model.setLimit('deposit', 'week', '100'), 'busy');
	release();
	assert.is(await first, 'saved');
	assert.is(s.calls('POST', '/safer/limits').length, 1);
});

limits.run();

// ---

const exclusion = suite('safer model: self-exclusion and devices');

exclusion('exclusion needs the typed word before anything is sent', async () => {
	const s = setup({ 'POST /safer/exclude': () => ok(settings({ self_excluded_until: '2025-09-20T08:00:00.000Z' })) });
	assert.is(await s.model.exclude('7d', 'exclude'), 'invalid');
	assert.is(s.calls('POST', '/safer/exclude').length, 0);
	assert.is(await s.model.exclude('7d', ' EXCLUDE '), 'saved');
	assert.equal(s.calls('POST', '/safer/exclude')[0]!.body, { period: '7d', confirm: 'EXCLUDE' });
	assert.is(s.model.settings.value?.self_excluded_until, '2025-09-20T08:00:00.000Z');
});

exclusion('signing out another device revokes it; this device is a logout', async () => {
	const device = (id: string, current: boolean) => ({
		session_id: id,
		device_id: `dev-${id}`,
		created_at: '2025-09-13T08:00:00Z',
		last_seen_at: '2025-09-13T08:00:00Z',
		current,
	});
	const s = setup({
		'GET /safer/devices': () => ok({ list: [device('a', true), device('b', false)] }),
		'POST /safer/devices/revoke': () => ok({ session_id: 'b', current: false }),
	});
	await s.model.fetchDevices();
	await s.model.revokeDevice(s.model.devices.value[1]!);
	assert.equal(s.calls('POST', '/safer/devices/revoke')[0]!.body, { session_id: 'b' });
	assert.equal(
		s.model.devices.value.map((d) => d.session_id),
		['a'],
	);
	await s.model.revokeDevice(s.model.devices.value[0]!);
	assert.is(s.state.logouts, 1);
	assert.is(s.calls('POST', '/safer/devices/revoke').length, 1, 'no revoke call for this device');
});

exclusion.run();
