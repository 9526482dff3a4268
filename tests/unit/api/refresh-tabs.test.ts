import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHttp } from '../../../src/api/http.ts';
import { expired } from '../../../src/api/refresh-turn.ts';
import { createUserApi } from '../../../src/api/user.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createSession, type Session } from '../../../src/state/session/session-model.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, flush } from './fakes.ts';

/**
 * A server that rotates strictly: each refresh token works once, and a second use (after `graceUses` repeats
 * of the same successor) revokes everything, as reuse detection does.
 */
function rotatingServer(graceUses = 0, accessToken = (n: number) => `access-${n}`) {
	let generation = 1;
	let revoked = false;
	let repeats = 0;
	// the access token each generation was issued, so a JWT-shaped one carries its issue time:
	const issued = new Map<number, string>();
	const access = (n: number) => issued.get(n) ?? issued.set(n, accessToken(n)).get(n);
	let expiredUpTo = 0;
	const pair = (n: number) => ({ access_token: access(n), refresh_token: `refresh-${n}` });
	const net = fakeFetch(async (call) => {
		await flush();
		// the beat each restored tab sends at once stays out of these tests:
		if (call.url === '/api/user/heartbeat') return envelope(200);
		if (call.url === '/api/user/refresh_token') {
			const sent = (call.body as { refresh_token: string }).refresh_token;
			if (!revoked && sent === `refresh-${generation}`) return envelope(200, pair(++generation));
			if (!revoked && sent === `refresh-${generation - 1}` && repeats++ < graceUses)
				return envelope(200, pair(generation));
			revoked = true;
			return envelope(401);
		}
		const good = !revoked && generation > expiredUpTo && call.headers.authorization === `Bearer ${access(generation)}`;
		return good ? envelope(200, 'fine') : envelope(401);
	});
	const refreshes = () => net.calls.filter((c) => c.url === '/api/user/refresh_token').length;
	/** The current access token reaches its end on the server: calls with it are refused until a refresh. */
	const expireCurrent = () => {
		expiredUpTo = generation;
	};
	return { net, refreshes, isRevoked: () => revoked, expireCurrent };
}

/** Web Locks as the browser gives them: one holder at a time per name, in order of asking. */
function fakeLocks() {
	let tail: Promise<unknown> = Promise.resolve();
	const names: string[] = [];
	return {
		names,
		request<T>(name: string, callback: () => Promise<T>): Promise<T> {
			names.push(name);
			const turn = tail.then(callback);
			tail = turn.catch(() => {});
			return turn;
		},
	};
}

type Locks = ReturnType<typeof fakeLocks> | null;

/** One browser tab: its own session model and http client over the storage every tab shares. */
function tab(
	server: ReturnType<typeof rotatingServer>,
	backing: NonNullable<Parameters<typeof createStorage>[0]>,
	locks: Locks,
	clock = fakeClock(),
) {
	let model: Session;
	const expired: string[] = [];
	const http = createHttp({
		fetch: server.net.fetch,
		clock,
		logger: fakeLogger(),
		locks,
		session: {
			token: () => model.token.peek(),
			refreshToken: () => model.refreshToken.peek(),
			setTokens: (a, r) => model.setTokens(a, r),
			adopt: (stale) => model.adoptStored(stale),
			expire: () => {
				expired.push('expired');
				return model.expire();
			},
		},
	});
	model = createSession({
		api: createUserApi(http),
		storage: createStorage(backing),
		clock: fakeClock(),
		logger: fakeLogger(),
		navigate: () => {},
		toast: () => {},
		t: (key) => key,
		deviceId: async () => 'device-1',
	});
	model.start();
	return { http, model, expired };
}

/** Two tabs of one signed-in player whose access token has just expired on the server. */
function twoTabs(locks: Locks, graceUses = 0) {
	const server = rotatingServer(graceUses);
	const backing = memoryBacking({ token: 'access-0', refresh_token: 'refresh-1', user_name: 'demo', user_id: '7' });
	return { server, backing, a: tab(server, backing, locks), b: tab(server, backing, locks) };
}

const Tabs = suite('one refresh for all tabs');

Tabs('two tabs meeting an expired token at the same moment refresh once and both stay signed in', async () => {
	const locks = fakeLocks();
	const { server, a, b, backing } = twoTabs(locks);
	const replies = await Promise.all([a.http.get('/user/one'), b.http.get('/user/two')]);
	assert.equal(
		replies.map((r) => r.data),
		['fine', 'fine'],
	);
	assert.is(server.refreshes(), 1, 'each tab spent the refresh token on its own');
	assert.not.ok(server.isRevoked(), 'the server saw a reused refresh token');
	assert.equal([a.expired, b.expired], [[], []], 'a tab was signed out');
	assert.is(a.model.token.peek(), 'access-2');
	assert.is(b.model.token.peek(), 'access-2', 'the second tab did not adopt the stored pair');
	assert.is(backing.map.get('refresh_token'), 'refresh-2');
	assert.ok(locks.names.length >= 2 && locks.names.every((n) => n === locks.names[0]), 'tabs used different locks');
});

Tabs('a tab whose token another tab renewed long ago adopts the stored pair without a refresh', async () => {
	const { server, a, b } = twoTabs(fakeLocks());
	await a.http.get('/user/one');
	assert.is(server.refreshes(), 1);
	// tab b still holds access-0 / refresh-1 in memory: it must not send the spent refresh-1
	assert.is(b.model.refreshToken.peek(), 'refresh-1');
	const reply = await b.http.get('/user/two');
	assert.is(reply.data, 'fine');
	assert.is(server.refreshes(), 1, 'the second tab sent a spent refresh token');
	assert.is(b.model.refreshToken.peek(), 'refresh-2');
});

Tabs('without Web Locks the tabs still re-read first, and the server grace period covers a true race', async () => {
	const sequential = twoTabs(null);
	await sequential.a.http.get('/user/one');
	await sequential.b.http.get('/user/two');
	assert.is(sequential.server.refreshes(), 1, 're-reading the stored tokens was skipped without locks');
	const racing = twoTabs(null, 1);
	const replies = await Promise.all([racing.a.http.get('/user/one'), racing.b.http.get('/user/two')]);
	assert.equal(
		replies.map((r) => r.data),
		['fine', 'fine'],
	);
	assert.equal([racing.a.expired, racing.b.expired], [[], []]);
});

const claims = (body: object) => btoa(JSON.stringify(body)).replace(/=+$/, '');
const jwt = (exp: number) => `h.${claims({ exp })}.s`;
/** A JWT-shaped token as the server issues it: `iat` rounded down to the second, `exp` a lifetime later. */
const jwtFor = (issuedSeconds: number, lifetime: number) => {
	const iat = Math.floor(issuedSeconds);
	return `h.${claims({ iat, exp: iat + lifetime })}.s`;
};

Tabs('a stored pair that has expired too is renewed with its own refresh token, not the spent one', async () => {
	const server = rotatingServer();
	const clock = fakeClock();
	const stale = jwt(clock.now() / 1000 - 600);
	const backing = memoryBacking({ token: 'access-0', refresh_token: 'refresh-1', user_name: 'demo', user_id: '7' });
	const a = tab(server, backing, fakeLocks(), clock);
	a.model.setTokens('access-old', 'refresh-0');
	// another tab renewed long ago: its access token is past its exp, its refresh token still the newest
	backing.map.set('token', stale);
	backing.map.set('refresh_token', 'refresh-1');
	assert.is((await a.http.get('/user/one')).data, 'fine');
	const sent = server.net.calls.filter((c) => c.url === '/api/user/refresh_token').map((c) => c.body);
	assert.equal(sent, [{ refresh_token: 'refresh-1' }], 'the spent refresh token was sent');
	assert.equal(a.expired, []);
});

Tabs('only a JWT past its exp, or within a tenth of its lifetime (5 s at most) of it, counts as expired', () => {
	const now = Date.now();
	assert.ok(expired(jwt(now / 1000 - 1), now));
	assert.ok(expired(jwt(now / 1000 + 2), now), 'a long-lived token seconds from its end is renewed now');
	assert.not.ok(expired(jwt(now / 1000 + 600), now));
	const issued = now / 1000 - 3;
	assert.not.ok(expired(jwtFor(issued, 8), now), 'an 8 s token 3 s old was taken as expired');
	assert.ok(expired(jwtFor(issued, 8), now + 4300), 'an 8 s token 0.7 s from its end was taken as good');
	assert.ok(expired(jwtFor(now / 1000 - 600, 610), now + 5000), 'a 10-minute token 5 s from its end is renewed');
	for (const other of [null, 'opaque', 'a.b.c', 'a.!!!.c']) assert.not.ok(expired(other, now), String(other));
});

Tabs(
	"a short-lived JWT another tab renewed seconds ago is adopted by the client's clock, not refreshed again",
	async () => {
		const clock = fakeClock();
		const lifetime = 8;
		const server = rotatingServer(0, (n) => `${jwtFor(clock.now() / 1000, lifetime)}~${n}`);
		const backing = memoryBacking({ token: 'access-0', refresh_token: 'refresh-1', user_name: 'demo', user_id: '7' });
		const a = tab(server, backing, fakeLocks(), clock);
		const b = tab(server, backing, fakeLocks(), clock);
		assert.is((await a.http.get('/user/one')).data, 'fine');
		assert.is(server.refreshes(), 1);
		// the second tab meets its old token's refusal three seconds later, and the stored token still has 5 s to run:
		clock.tick(3000);
		assert.is((await b.http.get('/user/two')).data, 'fine');
		assert.is(server.refreshes(), 1, 'the second tab refreshed a token another tab had renewed 3 s before');
		assert.equal([a.expired, b.expired], [[], []], 'a tab was signed out');
		// once the stored token is near its end by that clock, the next refused call renews it:
		clock.tick(4500);
		server.expireCurrent();
		assert.is((await b.http.get('/user/three')).data, 'fine');
		assert.is(server.refreshes(), 2, 'a token near its end was adopted instead of renewed');
	},
);

Tabs("another player's stored tokens are never adopted", async () => {
	const { server, a, backing } = twoTabs(fakeLocks());
	// someone else signed in on another tab since:
	backing.map.set('user_name', 'somebody');
	backing.map.set('token', 'their-access');
	backing.map.set('refresh_token', 'their-refresh');
	await a.http.get('/user/one');
	const sent = server.net.calls.find((c) => c.url === '/api/user/refresh_token');
	assert.equal(sent?.body, { refresh_token: 'refresh-1' }, "this tab used the other player's refresh token");
	assert.is(a.model.token.peek(), 'access-2');
});

/**
 * localStorage as another tab sees it: the writing tab's changes arrive in order but late, one write behind, so a
 * renewal's two writes can be read half-arrived. Writes of the reading tab itself land at once.
 */
function oneWriteBehind(shared: ReturnType<typeof memoryBacking>) {
	const seen = new Map(shared.map);
	let pending: [string, string] | null = null;
	const writer = {
		...shared,
		setItem(k: string, v: string) {
			shared.setItem(k, v);
			if (pending) seen.set(...pending);
			pending = [k, v];
		},
	};
	const reader = {
		map: seen,
		getItem: (k: string) => seen.get(k) ?? null,
		setItem: (k: string, v: string) => {
			seen.set(k, v);
			shared.setItem(k, v);
		},
		removeItem: (k: string) => {
			seen.delete(k);
			shared.removeItem(k);
		},
	};
	return { writer, reader };
}

Tabs("a tab reading another tab's renewal half-arrived never stores the spent refresh token again", async () => {
	const server = rotatingServer(1);
	const shared = memoryBacking({ token: 'access-0', refresh_token: 'refresh-1', user_name: 'demo', user_id: '7' });
	const { writer, reader } = oneWriteBehind(shared);
	const b = tab(server, writer, fakeLocks());
	const a = tab(server, reader, fakeLocks());
	assert.is((await b.http.get('/user/two')).data, 'fine');
	// tab a sees one of the renewal's two writes, and meets its old token's refusal:
	assert.is((await a.http.get('/user/one')).data, 'fine');
	assert.not.ok(server.isRevoked(), 'the server saw a reused refresh token');
	assert.equal([a.expired, b.expired], [[], []], 'a tab was signed out');
	assert.is(shared.map.get('refresh_token'), 'refresh-2', 'the spent refresh token was stored over the new one');
	assert.is(a.model.refreshToken.peek(), 'refresh-2');
});

Tabs.run();
