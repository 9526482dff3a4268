import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { envelope, flush } from '../api/fakes.ts';
import { AUTH, sessionSetup } from './setup.ts';

const HEARTBEAT = '/api/user/heartbeat';
const stored = { token: 'a0', refresh_token: 'r0', user_name: 'demo', user_id: '7' };

// ---
const SignIn = suite('session: sign-in and registration');

SignIn('sign-in stores tokens and identity, sends the device id, and is logged in', async () => {
	const { session, net, backing } = sessionSetup();
	await session.signIn('demo', 'demo-pass-2025');
	assert.equal(net.calls[0]?.body, { user_name: 'demo', password: 'demo-pass-2025', device_id: 'device-1' });
	assert.ok(session.loggedIn.value);
	assert.is(session.userId.value, '7');
	assert.equal(Object.fromEntries(backing.map), { token: 'a1', refresh_token: 'r1', user_name: 'demo', user_id: '7' });
});

SignIn('a refused sign-in raises the server message and stays logged out', async () => {
	const { session } = sessionSetup({
		'/api/user/signin': () => ({
			status: 401,
			body: { status: 401, message: 'Wrong user name or password', data: null },
		}),
	});
	const error = await session.signIn('demo', 'nope').catch((e: Error) => e);
	assert.is((error as Error).message, 'Wrong user name or password');
	assert.not.ok(session.loggedIn.value);
});

SignIn('a legacy HTTP 200 sign-in with body status 500 raises the body message', async () => {
	const { session } = sessionSetup({
		'/api/user/signin': () => ({ status: 200, body: { status: 500, message: 'Account locked', data: null } }),
	});
	const error = await session.signIn('demo', 'x').catch((e: Error) => e);
	assert.is((error as Error).message, 'Account locked');
});

SignIn('HTTP 500 on sign-in raises Network connection error', async () => {
	const { session } = sessionSetup({
		'/api/user/signin': () => ({ status: 500, body: { status: 500, message: 'boom', data: null } }),
	});
	const error = await session.signIn('demo', 'x').catch((e: Error) => e);
	assert.is((error as Error).message, 'Network connection error');
});

SignIn('a wrong password never triggers a token refresh', async () => {
	const { session, count } = sessionSetup({
		'/api/user/signin': () => ({ status: 401, body: { status: 401, message: 'no', data: null } }),
	});
	await session.signIn('demo', 'x').catch(() => {});
	assert.is(count('/api/user/refresh_token'), 0);
});

SignIn('registration sends every field with the device id and logs in', async () => {
	const { session, net } = sessionSetup();
	const form = {
		user_name: 'neo',
		password: 'secret-pass',
		verification_id: 'v1',
		timestamp: 5,
		phone: '+15550000',
		code: '123456',
		invite_code: 'INV',
	};
	await session.register(form);
	assert.equal(net.calls[0]?.body, { ...form, device_id: 'device-1' });
	assert.ok(session.loggedIn.value);
});

SignIn('the user id is looked up when the sign-in reply has none', async () => {
	const { session, count } = sessionSetup({
		'/api/user/signin': () => ({ status: 200, body: { status: 200, message: 'ok', data: { ...AUTH, user_id: null } } }),
	});
	await session.signIn('demo', 'x');
	await flush();
	assert.is(count('/api/user/uid'), 1);
	assert.is(session.userId.value, '7');
});

SignIn.run();

// ---
const Heartbeat = suite('session: heartbeat');

Heartbeat('first beat 500 ms after sign-in, then every 60 s', async () => {
	const { session, clock, count } = sessionSetup();
	await session.signIn('demo', 'x');
	clock.tick(499);
	assert.is(count(HEARTBEAT), 0, 'beat before the 500 ms pause');
	clock.tick(1);
	assert.is(count(HEARTBEAT), 1);
	clock.tick(59_999);
	assert.is(count(HEARTBEAT), 1, 'beat before 60 s passed');
	clock.tick(1);
	assert.is(count(HEARTBEAT), 2);
	clock.tick(120_000);
	assert.is(count(HEARTBEAT), 4);
});

Heartbeat('a restored session beats at once, right after the script that restored it', async () => {
	const { session, count, clock, net } = sessionSetup({ '/api/user/balance': () => envelope(200, 5) }, stored);
	session.start();
	// the first page's request, sent by the same script, is on the wire before the beat:
	void session.fetchBalance();
	await Promise.resolve();
	assert.is(count(HEARTBEAT), 1, 'no immediate beat on restore');
	assert.equal(
		net.calls.map((c) => c.url),
		['/api/user/balance', HEARTBEAT],
	);
	clock.tick(60_000);
	assert.is(count(HEARTBEAT), 2);
});

Heartbeat('a restored session given the first paint beats once that has come, then every 60 s', async () => {
	const { session, count, clock } = sessionSetup({}, stored);
	let painted: () => void = () => {};
	session.start(new Promise<void>((resolve) => (painted = resolve)));
	await flush();
	assert.is(count(HEARTBEAT), 0, 'beat before the first paint');
	assert.ok(session.heartbeatRunning);
	painted();
	await flush();
	assert.is(count(HEARTBEAT), 1);
	clock.tick(60_000);
	assert.is(count(HEARTBEAT), 2);
});

Heartbeat('a logout before the first paint sends no beat', async () => {
	const { session, count } = sessionSetup({}, stored);
	let painted: () => void = () => {};
	session.start(new Promise<void>((resolve) => (painted = resolve)));
	session.logout();
	painted();
	await flush();
	assert.is(count(HEARTBEAT), 0);
	assert.not.ok(session.heartbeatRunning);
});

Heartbeat('a logout in the same script as the restore sends no beat', async () => {
	const { session, count, clock } = sessionSetup({}, stored);
	session.start();
	session.logout();
	await flush();
	clock.tick(120_000);
	assert.is(count(HEARTBEAT), 0);
	assert.not.ok(session.heartbeatRunning);
});

Heartbeat('a failing beat is only logged and the beats go on', async () => {
	const { session, clock, count, logger } = sessionSetup({ [HEARTBEAT]: () => new TypeError('offline') }, stored);
	session.start();
	await flush();
	assert.ok(
		logger.warnings.some((w) => String(w[0]).includes('heartbeat')),
		'failure not logged',
	);
	assert.ok(session.loggedIn.value);
	clock.tick(60_000);
	assert.is(count(HEARTBEAT), 2);
});

Heartbeat('logout stops the heartbeat', async () => {
	const { session, clock, count } = sessionSetup({}, stored);
	session.start();
	await flush();
	session.logout();
	clock.tick(300_000);
	assert.is(count(HEARTBEAT), 1);
	assert.not.ok(session.heartbeatRunning);
	assert.is(clock.pending(), 0, 'a timer outlived the logout');
});

Heartbeat('signing in twice keeps a single heartbeat', async () => {
	const { session, clock, count } = sessionSetup();
	await session.signIn('demo', 'x');
	await session.signIn('demo', 'x');
	clock.tick(60_500);
	assert.is(count(HEARTBEAT), 2);
});

Heartbeat.run();
