import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Logger } from '../../server/deps.ts';
import { sendEvent } from './payments/support.ts';
import { type Harness, harness } from './support/harness.ts';
import { type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player; logged: string[] };

const edge = suite<Ctx>('text is checked at the edge, before the database sees it', {} as Ctx);
edge.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	ctx.logged = [];
	const logger: Logger = { info() {}, warn() {}, error: (message) => void ctx.logged.push(message) };
	ctx.h.deps.logger = logger;
});
edge.after(async (ctx) => ctx.h.close());

const signIn = (h: Harness, body: object) => h.call('POST', '/api/user/signin', { body });

edge('a NUL in the user name or device id at sign-in is a 400 naming the field, not a 500', async ({ h, p }) => {
	const name = await signIn(h, { user_name: 'bob\u0000', password: 'x', device_id: 'd' });
	assert.is(name.status, 400);
	assert.is(name.body.code, 'field_control_chars');
	assert.is(name.body.message, 'user_name must not contain control characters');
	const device = await signIn(h, { user_name: p.user_name, password: p.password, device_id: 'a\u0000b' });
	assert.is(device.status, 400);
	assert.is(device.body.code, 'field_control_chars');
	assert.match(device.body.message, /^device_id /);
});

edge('a lone surrogate is refused rather than silently replaced', async ({ h }) => {
	const r = await signIn(h, { user_name: 'bob\ud800', password: 'x', device_id: 'd' });
	assert.is(r.status, 400);
	assert.is(r.body.code, 'field_not_unicode');
	const zh = await h.call('POST', '/api/user/signin', {
		body: { user_name: 'x', password: 'x', device_id: '\udfff' },
		headers: { 'accept-language': 'zh' },
	});
	assert.is(zh.body.code, 'field_not_unicode');
	assert.not.match(zh.body.message, /contains characters/, 'the refusal was not in Chinese');
});

const card = (h: Harness, p: Player, holder_name: string) =>
	h.call('POST', '/api/user/bank_card', {
		token: p.access_token,
		body: { holder_name, bank_name: 'Bank', card_number: '4111111111111111' },
	});

edge('card holder names: no NUL, no CR/LF, not only invisible characters; kept in NFC', async ({ h, p }) => {
	for (const bad of ['Ann\u0000Lee', 'Ann\r\nLee', '\u200b\u200d\ufeff', ' \u2060 ']) {
		const r = await card(h, p, bad);
		assert.is(r.status, 400, `holder name ${JSON.stringify(bad)} was accepted`);
		assert.match(r.body.message, /^holder_name /);
	}
	const decomposed = 'Zoe\u0308 Lee';
	assert.is((await card(h, p, `\u200b${decomposed}`)).status, 200);
	const stored = await h.call('GET', '/api/user/bank_card', { token: p.access_token });
	assert.is(stored.body.data.holder_name, 'Zo\u00eb Lee', 'the name was not trimmed of invisibles and composed');
});

edge('lengths are counted in characters: 64 emoji are a 64-character name', async ({ h, p }) => {
	assert.is((await card(h, p, '\u{1f40e}'.repeat(64))).status, 200);
	const long = await card(h, p, '\u{1f40e}'.repeat(65));
	assert.is(long.body.code, 'field_too_long');
});

edge('/pay/demo/%00 and a NUL in a query string are 400s', async ({ h, p }) => {
	assert.is((await h.app.request('/pay/demo/%00')).status, 400);
	assert.is((await h.app.request('/pay/demo/%ED%A0%80')).status < 500, true);
	const q = await h.call('GET', '/api/wallet/statement?tz=Asia%2FHong_Kong%00', { token: p.access_token });
	assert.is(q.status, 400);
	assert.is(q.body.code, 'field_control_chars');
});

edge('a signed webhook event with a NUL in its id is answered 400 once and logged, not 500', async ({ h, logged }) => {
	const event = {
		id: 'evt_\u0000',
		type: 'checkout.completed',
		created: 1,
		data: { session_id: 's', reference: 'r', amount: 100, currency: 'USD' },
	};
	const r = await sendEvent(h, JSON.stringify(event));
	assert.is(r.status, 400);
	assert.is(r.body.code, 'field_control_chars');
	assert.equal(
		logged.filter((m) => m === 'payment webhook event refused'),
		['payment webhook event refused'],
	);
	const { rows } = await h.db.query('SELECT 1 FROM payment_events');
	assert.is(rows.length, 0, 'the unreadable event was stored');
});

edge.run();

// ---

const FIELDS = [
	...['user_name', 'password', 'device_id', 'phone', 'code', 'verification_id', 'invite_code', 'refresh_token'],
	...['old_password', 'new_password', 'holder_name', 'bank_name', 'card_number', 'amount', 'method', 'id'],
	...['stream_id', 'text', 'color', 'race_id', 'session_id', 'confirm', 'period', 'kind', 'date', 'start', 'end'],
	...['type', 'tz', 'page', 'size', 'item_id', 'quantity', 'event_id', 'since', 'minutes', 'until', 'limit'],
];
// random text, with what breaks databases and logs mixed in:
const nasty = fc.constantFrom('\u0000', '\ud800', '\udc00', '\r\n', '\u200b', '\u202e', '\uffff', '%00', "'", '"');
const value = fc.oneof(
	fc.string({ unit: 'binary', maxLength: 80 }),
	fc.tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), nasty, fc.string({ maxLength: 5 })).map((t) => t.join('')),
	fc.integer(),
	fc.constant(null),
);
const input = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
// the feed streams for ever by design, and / and /app are the app's static files:
const SKIPPED = new Set(['GET /api/live/events', 'GET /', 'GET /app']);

const everyRoute = suite<Ctx>('random Unicode sent to every route', {} as Ctx);
everyRoute.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
});
everyRoute.after(async (ctx) => ctx.h.close());

everyRoute('no route answers 5xx, whatever text arrives in its body, query or path', async ({ h, p }) => {
	const routes = [
		...new Set(h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
	].filter((r) => !SKIPPED.has(r));
	assert.ok(routes.length > 50, `only ${routes.length} routes found`);
	const call = fc.record({ route: fc.constantFrom(...routes), input, param: fc.string({ unit: 'binary' }) });
	await fc.assert(
		fc.asyncProperty(call, async ({ route, input, param }) => {
			const [method, template] = route.split(' ') as [string, string];
			let path = template.replace(/:\w+/g, encodeURIComponent(wellFormed(param)));
			const headers: Record<string, string> = { authorization: `Bearer ${p.access_token}` };
			let body: string | undefined;
			if (method === 'GET' || method === 'HEAD') {
				const q = Object.entries(input).map(([k, v]) => `${k}=${encodeURIComponent(wellFormed(v))}`);
				if (q.length) path += `?${q.join('&')}`;
			} else {
				headers['content-type'] = 'application/json';
				headers['idempotency-key'] = randomUUID();
				body = JSON.stringify(input);
			}
			const res = await h.app.request(path, { method, headers, body });
			await res.arrayBuffer();
			return res.status < 500;
		}),
		{ numRuns: 400 },
	);
});

// encodeURIComponent throws on a lone surrogate; a NUL in its place keeps the query hostile:
const wellFormed = (v: unknown) => String(v).replace(/\p{Cs}/gu, '\u0000');

everyRoute.run();
