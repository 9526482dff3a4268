import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createErrorReport } from '../../../src/lib/error-report.ts';
import { watchGlobalErrors } from '../../../src/lib/global-errors.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

// ---
const Global = suite('errors outside a render: handlers, timers and promises nobody waits for');

function watched(limit = 5) {
	// a host of our own: the listeners get plain objects, as the page's events are to them
	const listeners = new Map<string, ((event: object) => void)[]>();
	const host = {
		addEventListener: (type: string, fn: (event: object) => void) =>
			void listeners.set(type, [...(listeners.get(type) ?? []), fn]),
		dispatch: (type: string, event: object) => {
			for (const fn of listeners.get(type) ?? []) fn(event);
		},
	};
	const posts: Record<string, string>[] = [];
	const report = createErrorReport({
		endpoint: '/api/client-errors',
		fetch: (async (_url: string, init: RequestInit) => {
			posts.push(JSON.parse(String(init.body)));
			return new Response('{}');
		}) as unknown as typeof fetch,
		log: { error: () => {} },
		version: 'v1',
		route: () => '/pages/withdraw/withdraw?amount=10',
		limit,
	});
	watchGlobalErrors(host as unknown as Window, report);
	const thrown = (error: unknown, message = String(error)) => host.dispatch('error', { error, message });
	const rejected = (reason: unknown) => host.dispatch('unhandledrejection', { reason });
	return { host, posts, thrown, rejected };
}

Global('a handler that throws is reported, once however often it throws', async () => {
	const w = watched();
	for (let i = 0; i < 3; i++) w.thrown(new TypeError("Cannot read properties of null (reading 'list')"));
	await flushPromises();
	assert.is(w.posts.length, 1, 'the same error was sent more than once');
	assert.is(w.posts[0]?.message, "handler: TypeError: Cannot read properties of null (reading 'list')");
	assert.is(w.posts[0]?.route, '/pages/withdraw/withdraw', 'the query went with the report');
});

Global('a promise rejected with no one waiting is reported, a string reason too', async () => {
	const w = watched();
	w.rejected(new RangeError('Invalid time value'));
	w.rejected('plain reason');
	await flushPromises();
	assert.equal(
		w.posts.map((p) => p.message),
		['promise: RangeError: Invalid time value', 'promise: Error: plain reason'],
	);
});

Global('an image that failed to load is no error of the app', async () => {
	const w = watched();
	w.host.dispatch('error', { type: 'error' });
	await flushPromises();
	assert.is(w.posts.length, 0);
});

Global('different errors go until the per-visit cap, then no more', async () => {
	const w = watched(2);
	for (let i = 0; i < 5; i++) w.thrown(new Error(`broken ${i}`));
	await flushPromises();
	assert.is(w.posts.length, 2, 'more reports were sent than a visit may send');
});

Global('no token, e-mail, phone or long key leaves in a report', async () => {
	const w = watched();
	const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
	const error = new Error(
		`refused ${jwt} for ana@example.com on +86 138 0013 8000 key 3f2a9c0e7b1d4e5f8a6b2c9d0e1f3a4b`,
	);
	error.stack = `Error: at send (${jwt})`;
	w.thrown(error);
	await flushPromises();
	const sent = JSON.stringify(w.posts);
	for (const secret of [jwt, 'ana@example.com', '138 0013 8000', '3f2a9c0e7b1d4e5f8a6b2c9d0e1f3a4b'])
		assert.not.ok(sent.includes(secret), `${secret} left the device`);
	assert.match(w.posts[0]?.message ?? '', 'handler: Error: refused');
});

Global.run();
