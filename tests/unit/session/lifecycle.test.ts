import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { envelope, flush } from '../api/fakes.ts';
import { sessionSetup } from './setup.ts';

const stored = { token: 'a0', refresh_token: 'r0', user_name: 'demo', user_id: '7' };

// ---
const Lifecycle = suite('session: restore, persistence, logout, expiry');

Lifecycle('a stored token and name restore the session at start', () => {
	const { session } = sessionSetup({}, stored);
	assert.not.ok(session.loggedIn.value, 'logged in before start');
	session.start();
	assert.ok(session.loggedIn.value);
	assert.is(session.token.value, 'a0');
	assert.is(session.refreshToken.value, 'r0');
	assert.is(session.userName.value, 'demo');
	assert.is(session.userId.value, '7');
});

Lifecycle('a token without a name is not a session', () => {
	const { session, count } = sessionSetup({}, { token: 'a0' });
	session.start();
	assert.not.ok(session.loggedIn.value);
	assert.is(count('/api/user/heartbeat'), 0);
});

Lifecycle('a restored session without a user id asks the server for it', async () => {
	const { session, count, backing } = sessionSetup({}, { token: 'a0', refresh_token: 'r0', user_name: 'demo' });
	session.start();
	await flush();
	assert.is(count('/api/user/uid'), 1);
	assert.is(backing.map.get('user_id'), '7');
});

Lifecycle('balance and bank card are held in memory only', async () => {
	const { session, backing } = sessionSetup(
		{
			'/api/user/balance': () => envelope(200, 125.5),
			'/api/user/bank_card': () => envelope(200, { bank: 'ACME', account: '****1234' }),
		},
		stored,
	);
	session.start();
	assert.is(await session.fetchBalance(), 125.5);
	await session.fetchBankCard();
	assert.is(session.balance.value, 125.5);
	assert.equal(session.bankCard.value, { bank: 'ACME', account: '****1234' });
	assert.equal([...backing.map.keys()].sort(), ['refresh_token', 'token', 'user_id', 'user_name']);
});

Lifecycle('balance and bank card failures are logged and re-thrown, keeping the last values', async () => {
	const { session, logger } = sessionSetup(
		{ '/api/user/balance': () => envelope(500), '/api/user/bank_card': () => new TypeError('offline') },
		stored,
	);
	session.start();
	const failed = (p: Promise<unknown>) =>
		p.then(
			() => false,
			() => true,
		);
	assert.ok(await failed(session.fetchBalance()), 'balance error swallowed');
	assert.ok(await failed(session.fetchBankCard()), 'bank card error swallowed');
	assert.ok(
		logger.errors.some((e) => String(e[0]).includes('balance')),
		'balance failure not logged',
	);
	assert.ok(
		logger.errors.some((e) => String(e[0]).includes('bank card')),
		'bank card failure not logged',
	);
	assert.is(session.balance.value, null);
});

Lifecycle('logout posts the refresh token with the bearer, clears everything and goes to login', async () => {
	const { session, net, backing, visited } = sessionSetup({}, stored);
	session.start();
	session.logout();
	await flush();
	const call = net.calls.find((c) => c.url === '/api/user/logout');
	assert.equal(call?.body, { refresh_token: 'r0' });
	assert.is(call?.headers.authorization, 'Bearer a0');
	assert.not.ok(session.loggedIn.value);
	assert.is(session.userId.value, null);
	assert.is(backing.map.size, 0, 'stored session left behind');
	assert.equal(visited, ['/pages/login/login']);
});

Lifecycle('logout still clears the session when the server is unreachable', async () => {
	const { session, visited, logger } = sessionSetup({ '/api/user/logout': () => new TypeError('offline') }, stored);
	session.start();
	session.logout();
	await flush();
	assert.not.ok(session.loggedIn.value);
	assert.equal(visited, ['/pages/login/login']);
	assert.ok(logger.warnings.length > 0, 'the failed logout was not logged');
});

Lifecycle('an unrenewable session clears, shows the expiry toast and lands on login', async () => {
	const { session, toasts, visited, backing, count } = sessionSetup(
		{ '/api/user/balance': () => envelope(401), '/api/user/refresh_token': () => envelope(401) },
		stored,
	);
	session.start();
	const error = await session.fetchBalance().catch((e: Error) => e);
	assert.is((error as Error).message, 'Login has expired, please log in again.');
	assert.equal(toasts, ['Login has expired, please log in again.']);
	assert.equal(visited, ['/pages/login/login']);
	assert.not.ok(session.loggedIn.value);
	assert.is(backing.map.size, 0);
	assert.not.ok(session.heartbeatRunning, 'heartbeat survived the expiry');
	assert.is(count('/api/user/refresh_token'), 1);
});

Lifecycle('a silent refresh stores both rotated tokens', async () => {
	const { session, backing } = sessionSetup(
		{
			'/api/user/balance': (call) => (call.headers.authorization === 'Bearer a2' ? envelope(200, 3) : envelope(401)),
			'/api/user/refresh_token': () => envelope(200, { access_token: 'a2', refresh_token: 'r2' }),
		},
		stored,
	);
	session.start();
	assert.is(await session.fetchBalance(), 3);
	assert.is(backing.map.get('token'), 'a2');
	assert.is(backing.map.get('refresh_token'), 'r2');
	assert.ok(session.loggedIn.value);
});

Lifecycle.run();
