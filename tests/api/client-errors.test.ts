import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';

type Logged = { msg: string; fields?: Record<string, unknown> };
type Ctx = { h: Harness; logged: Logged[] };
const reports = suite<Ctx>("the app's error reports", {} as Ctx);
reports.before(async (ctx) => {
	ctx.h = await harness({
		rateLimits: { signin: 100, register: 100, sendCode: 100, changePassword: 100, clientErrors: 3, windowSeconds: 60 },
		trustProxy: 1,
	});
	ctx.logged = [];
	ctx.h.deps.logger = { info() {}, warn() {}, error: (msg, fields) => void ctx.logged.push({ msg, fields }) };
});
reports.after(async (ctx) => ctx.h.close());

const report = (h: Harness, body: unknown, ip = '10.0.0.1') =>
	h.call('POST', '/api/client-errors', { body, headers: { 'x-forwarded-for': ip } });

reports('a report is logged with its fields cut short and the route without its query', async ({ h, logged }) => {
	const reply = await report(h, {
		message: 'x'.repeat(1000),
		stack: 'at page (detail.tsx:1)',
		route: '/pages/order/list?order=123',
		version: 'abc',
		token: 'never logged',
	});
	assert.is(reply.status, 200);
	const entry = logged.at(-1);
	assert.is(entry?.msg, 'client error');
	assert.is(String(entry?.fields?.message).length, 300, 'a long message was not cut');
	assert.is(entry?.fields?.route, '/pages/order/list', 'the query reached the log');
	assert.not.ok('token' in (entry?.fields ?? {}), 'an unknown field reached the log');
});

reports('a report over 4 KB is refused and not logged', async ({ h, logged }) => {
	const before = logged.length;
	const reply = await report(h, { message: 'big', stack: 'y'.repeat(5000) }, '10.0.0.2');
	assert.is(reply.status, 413);
	assert.is(logged.length, before);
});

reports('a report that is not a JSON object is refused', async ({ h }) => {
	assert.is((await report(h, 'not json', '10.0.0.3')).status, 400);
	assert.is((await report(h, [1, 2], '10.0.0.3')).status, 400);
});

reports('one address sends only so many reports a window; the next window takes more', async ({ h }) => {
	for (let i = 0; i < 3; i++) assert.is((await report(h, { message: `n${i}` }, '10.0.0.9')).status, 200);
	const over = await report(h, { message: 'one too many' }, '10.0.0.9');
	assert.is(over.status, 429);
	assert.is(over.body.code, 'rate_limited');
	assert.is((await report(h, { message: 'elsewhere' }, '10.0.0.10')).status, 200, 'another address was held back');
	h.clock.advance(61_000);
	assert.is((await report(h, { message: 'later' }, '10.0.0.9')).status, 200);
});

reports.run();
