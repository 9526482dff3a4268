// The replies the app polls: a strong ETag, `private, no-cache`, 304 with no body when unchanged, a new tag on a change.
import { brotliDecompressSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateEvents } from '../../server/domain/sports/generate.ts';
import { noneMatch } from '../../server/http/conditional.ts';
import { tick } from '../../server/sim/demo-clock.ts';
import { betBody, makeRace, place, type RaceFixture } from './racing/support.ts';
import { type Harness, harness } from './support/harness.ts';
import { fund, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player; race: RaceFixture };

const s = suite<Ctx>('conditional GETs on the polled replies', {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 500_00);
	ctx.race = await makeRace(ctx.h, { runners: 8, minutes: 10, seed: 5 });
	await generateEvents(ctx.h.db, ctx.h.clock.now());
});
s.after(async (ctx) => ctx.h.close());

async function get(h: Harness, path: string, p?: Player, headers: Record<string, string> = {}) {
	if (p) headers.authorization = `Bearer ${p.access_token}`;
	return h.app.request(path, { headers });
}

/** The ETag of a 200, after checking the reply may be kept only if asked about again. */
async function tagOf(h: Harness, path: string, p?: Player) {
	const r = await get(h, path, p);
	assert.is(r.status, 200, path);
	assert.is(r.headers.get('cache-control'), 'private, no-cache', path);
	const etag = r.headers.get('etag') ?? '';
	assert.match(etag, /^"[\w-]+"$/, `${path}: a strong tag`);
	return etag;
}

function allChanged(paths: string[], before: string[], after: string[]) {
	for (const [i, path] of paths.entries()) assert.is.not(after[i], before[i], path);
}

const polled = (race: RaceFixture) => [
	'/api/events/calendar',
	'/api/events/races',
	'/api/events/day_table?day=2025-09-13&event_type=Races',
	`/api/events/race?race_id=${race.race_id}`,
	`/api/events/gethorse_name?race_id=${race.race_id}`,
	'/api/user/balance',
	'/api/wallet/statement?page=1&size=20',
	'/api/wallet/topups?page=1&size=20',
	'/api/wallet/withdrawals?page=1&size=20',
	'/api/order/list?page=1&size=20',
	'/api/sports/list?size=20',
	'/api/sports/orders?page=1&size=20',
	'/api/shop/items',
	'/api/shop/purchases?page=1&size=20',
];

s('each polled reply answers an unchanged poll with 304 and no body, and a stale tag with 200', async (ctx) => {
	for (const path of polled(ctx.race)) {
		const etag = await tagOf(ctx.h, path, ctx.p);
		const again = await get(ctx.h, path, ctx.p, { 'if-none-match': etag });
		assert.is(again.status, 304, path);
		assert.is(await again.text(), '', path);
		assert.is(again.headers.get('etag'), etag, path);
		assert.is(again.headers.get('cache-control'), 'private, no-cache', path);
		assert.is(again.headers.get('content-length'), null, path);
		const stale = await get(ctx.h, path, ctx.p, { 'if-none-match': '"not-it"' });
		assert.is(stale.status, 200, path);
		assert.is((await stale.json()).status, 200, path);
	}
});

s('a compressed reply has its own tag, and a 304 for it carries the same Vary', async ({ h }) => {
	const plain = await tagOf(h, '/api/sports/list?size=50');
	const br = await get(h, '/api/sports/list?size=50', undefined, { 'accept-encoding': 'br' });
	assert.is(br.headers.get('content-encoding'), 'br');
	const tag = br.headers.get('etag') ?? '';
	assert.is(tag, plain.replace(/"$/, '-br"'), 'the same body, a tag for its brotli bytes');
	assert.ok(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).byteLength > 0);
	const again = await get(h, '/api/sports/list?size=50', undefined, { 'accept-encoding': 'br', 'if-none-match': tag });
	assert.is(again.status, 304);
	assert.is(again.headers.get('vary'), 'Accept-Encoding');
	assert.is(again.headers.get('content-encoding'), null);
	const other = await get(h, '/api/sports/list?size=50', undefined, {
		'accept-encoding': 'gzip',
		'if-none-match': tag,
	});
	assert.is(other.status, 200, "brotli's tag does not stand for the gzip bytes");
});

s('the card keeps its tag as the clock moves within the minute its price time shows', async ({ h, race }) => {
	const path = `/api/events/race?race_id=${race.race_id}`;
	const before = await tagOf(h, path);
	h.clock.advance(20_000);
	assert.is(await tagOf(h, path), before);
});

s('a bet moves the price, the balance, the orders and the statement: each gets a new tag', async ({ h, p, race }) => {
	const paths = [
		`/api/events/race?race_id=${race.race_id}`,
		'/api/user/balance',
		'/api/order/list?page=1&size=20',
		'/api/wallet/statement?page=1&size=20',
	];
	const before = await Promise.all(paths.map((path) => tagOf(h, path, p)));
	const r = await place(h, p, betBody(race, { bet_type: 1, horse: [3], betAmount: 20 }));
	assert.is(r.status, 200, r.body.message);
	const after = await Promise.all(paths.map((path) => tagOf(h, path, p)));
	allChanged(paths, before, after);
});

s('a scratching changes the runners and the card', async ({ h, race }) => {
	const paths = [`/api/events/gethorse_name?race_id=${race.race_id}`, `/api/events/race?race_id=${race.race_id}`];
	const before = await Promise.all(paths.map((path) => tagOf(h, path)));
	await h.db.query('UPDATE runners SET scratched = true WHERE race_id = $1 AND horse_id = 8', [race.race_id]);
	const after = await Promise.all(paths.map((path) => tagOf(h, path)));
	allChanged(paths, before, after);
});

s('a result changes the card and the open races', async ({ h, race }) => {
	const paths = [`/api/events/race?race_id=${race.race_id}`, '/api/events/races'];
	const before = await Promise.all(paths.map((path) => tagOf(h, path)));
	h.clock.advance(30 * 60_000);
	await tick(h.deps, h.clock.now(), { generate: false });
	const status = await h.db.query<{ status: string }>('SELECT status FROM races WHERE id = $1', [race.race_id]);
	assert.is(status.rows[0]!.status, 'resulted');
	const after = await Promise.all(paths.map((path) => tagOf(h, path)));
	allChanged(paths, before, after);
});

s('refusals and replies that must not be kept still say no-store, with no tag', async ({ h, p }) => {
	const refused = await get(h, '/api/events/race?race_id=x');
	assert.is(refused.status, 400);
	assert.is(refused.headers.get('cache-control'), 'no-store');
	assert.is(refused.headers.get('etag'), null);
	const signin = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: p.password, device_id: 'test-device' },
	});
	assert.is(signin.headers.get('cache-control'), 'no-store');
	assert.is(signin.headers.get('etag'), null);
	const card = await get(h, '/api/user/bank_card', p);
	assert.is(card.headers.get('cache-control'), 'no-store');
});

s('If-None-Match: any listed tag, weak or strong, or *', () => {
	assert.ok(noneMatch('"a", "b"', '"b"'));
	assert.ok(noneMatch('W/"b"', '"b"'));
	assert.ok(noneMatch('*', '"b"'));
	assert.not.ok(noneMatch('"a"', '"b"'));
	assert.not.ok(noneMatch(undefined, '"b"'));
});

s.run();
