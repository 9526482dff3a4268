// The one input rule at the edge: every route of the player's API and the back office's, sent a deep body, a NUL
// or a lone surrogate in its path, query or body, and an overlong query string, answers a clear 4xx, never a 5xx.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { deeperThan, MAX_JSON_DEPTH, MAX_QUERY_CHARS } from '../../server/http/input-edge.ts';
import { apiRoutes } from '../../server/routes/index.ts';
import { type Harness, harness } from './support/harness.ts';
import { registerPlayer } from './support/players.ts';
import { type StaffClient, staffClient } from './support/staff.ts';

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

/** Every route both APIs mount, with its path parameters filled by `param`. */
function everyRoute(param: string) {
	const seen = new Set<string>();
	const out: { method: string; path: string }[] = [];
	for (const [mount, routes] of apiRoutes)
		for (const r of routes.routes) {
			if (r.method === 'ALL') continue;
			const path = `${mount}${r.path === '/' ? '' : r.path}`.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, param);
			const key = `${r.method} ${path}`;
			if (seen.has(key)) continue;
			seen.add(key);
			out.push({ method: r.method, path });
		}
	return out;
}

const depth = suite('the depth of a JSON text');

depth('is counted on the raw text, brackets inside strings not counted', () => {
	assert.not.ok(deeperThan('{"a":[1,{"b":"[[[[[[[[[[[[[[[["}]}', 3));
	assert.ok(deeperThan(deep(4), 3));
	assert.not.ok(deeperThan(deep(3), 3));
	assert.not.ok(deeperThan('{"a":"\\"[[[[["}', 1), 'an escaped quote does not end the string');
});

depth.run();

// ---

const edge = suite('every route at the edge');
let h: Harness;
let token: string;
let staff: StaffClient;

edge.before(async () => {
	h = await harness();
	token = (await registerPlayer(h)).access_token;
	staff = await staffClient(h, ['admin', 'cashier', 'trader', 'support']);
});
edge.after(() => h.close());

const bodied = (method: string) => method !== 'GET' && method !== 'HEAD';
// a provider's webhook is refused for its missing signature before its body is read:
const SIGNED = '/api/payments/webhook';
const bodyRefusal = (path: string, code: string) => (path === SIGNED ? 'signature_missing' : code);

async function send(method: string, path: string, body?: string) {
	const headers = { cookie: staff.cookie, 'x-office': '1', authorization: `Bearer ${token}` };
	return h.call(method, path, body === undefined ? { headers } : { headers, body });
}

function noFault(what: string, status: number, method: string, path: string) {
	assert.ok(status < 500, `${what}: ${method} ${path.slice(0, 80)} answered ${status}`);
}

edge('a body nested deeper than the cap is refused 400 body_too_deep on every route', async () => {
	for (const { method, path } of everyRoute('1')) {
		if (!bodied(method)) continue;
		const reply = await send(method, path, deep(5_000));
		noFault('deep body', reply.status, method, path);
		assert.is(reply.body.code, bodyRefusal(path, 'body_too_deep'), `${method} ${path}`);
		const huge = await send(method, path, deep(30_000));
		noFault('huge deep body', huge.status, method, path);
		assert.is(huge.status, 413, 'past the body limit it is never read at all');
	}
	const justDeepEnough = await send('POST', '/api/staff/session/signin', deep(MAX_JSON_DEPTH));
	assert.is.not(justDeepEnough.body.code, 'body_too_deep', 'a body at the cap passes the edge');
});

edge('a NUL or a lone surrogate in a path parameter is refused 400, never a database fault', async () => {
	for (const param of ['a%00b', '%ED%A0%80']) {
		for (const { method, path } of everyRoute(param)) {
			if (!path.includes(param)) continue;
			const reply = await send(method, path, bodied(method) ? '{}' : undefined);
			noFault('bad path', reply.status, method, path);
			assert.is(reply.status, 400, `${method} ${path}`);
		}
	}
	const nul = await send('GET', '/api/staff/players/a%00b');
	assert.is(nul.body.code, 'field_control_chars');
});

edge('a NUL or a lone surrogate in a query or a body is refused 400 naming the field', async () => {
	for (const { method, path } of everyRoute('1')) {
		const query = await send(method, `${path}?name=a%00b`, bodied(method) ? '{}' : undefined);
		noFault('NUL in query', query.status, method, path);
		assert.is(query.status, 400, `${method} ${path}`);
		if (method !== 'HEAD') assert.is(query.body.code, 'field_control_chars', `${method} ${path}`);
		if (!bodied(method)) continue;
		const lone = await send(method, path, '{"user_name":"x\\ud800y"}');
		noFault('lone surrogate in body', lone.status, method, path);
		assert.is(lone.body.code, bodyRefusal(path, 'field_not_unicode'), `${method} ${path}`);
		if (path !== SIGNED) assert.match(lone.body.message, /user_name/);
	}
});

edge('a query string past the cap is refused 414 on every route; one at the cap is not', async () => {
	const long = `?q=${'a'.repeat(MAX_QUERY_CHARS)}`;
	for (const { method, path } of everyRoute('1')) {
		const reply = await send(method, `${path}${long}`, bodied(method) ? '{}' : undefined);
		noFault('long query', reply.status, method, path);
		assert.is(reply.status, 414, `${method} ${path}`);
	}
	const atCap = await send('GET', `/api/events/calendar?q=${'a'.repeat(MAX_QUERY_CHARS - 2)}`);
	assert.is.not(atCap.status, 414);
	const zh = await h.call('GET', `/api/events/calendar${long}`, { headers: { 'accept-language': 'zh' } });
	assert.match(zh.body.message, /[\u4e00-\u9fff]/, 'the refusal is worded in the asked language');
});

edge('ordinary requests still pass: a sign-in with a well-formed name, a staff search', async () => {
	const calendar = await send('GET', '/api/events/calendar');
	assert.is(calendar.status, 200);
	const search = await staff.call('GET', '/api/staff/players/%E5%BC%A0%F0%9F%90%8E');
	assert.is(search.body.code, 'player_not_found', 'a CJK name with an emoji reaches the lookup');
});

edge.run();
