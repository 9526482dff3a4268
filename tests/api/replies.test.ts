import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { betBody, makeRace, orderCount, place, signInAgain } from './racing/support.ts';
import { type Harness, harness } from './support/harness.ts';
import { fund, key, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; ann: Player; ben: Player };
const readBack = suite<Ctx>('reading back a money request by its Idempotency-Key', {} as Ctx);
readBack.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	ctx.ben = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.ann.user_id, 100_00);
});
readBack.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const lookup = (h: Harness, p: Player, route: string, k: string, age?: number) =>
	h.call(
		'GET',
		`/api/replies?route=${encodeURIComponent(route)}&key=${encodeURIComponent(k)}${age === undefined ? '' : `&age=${age}`}`,
		{ token: p.access_token },
	);
const HOUR = 3_600_000;
const topup = (h: Harness, p: Player, k: string, amount = 25) =>
	h.call('POST', '/api/wallet/topup', {
		token: p.access_token,
		headers: { 'Idempotency-Key': k },
		body: { amount, method: 'bank_transfer' },
	});
const topupCount = async (h: Harness, p: Player) =>
	(await h.call('GET', '/api/wallet/topups', { token: p.access_token })).body.data.total as number;

readBack('a key that never reached the server reads back as none, and asking sends nothing', async ({ h, ann }) => {
	const before = await topupCount(h, ann);
	const reply = await lookup(h, ann, '/wallet/topup', key());
	assert.is(reply.status, 200);
	assert.equal(reply.body.data, { state: 'none', status: null, reply: null });
	assert.is(await topupCount(h, ann), before, 'a read-back created a top-up');
});

readBack('a top-up that went through reads back with the reply it got, and only one is stored', async ({ h, ann }) => {
	const k = key();
	const sent = await topup(h, ann, k);
	assert.is(sent.status, 200);
	const before = await topupCount(h, ann);
	const reply = await lookup(h, ann, '/wallet/topup', k);
	assert.is(reply.body.data.state, 'done');
	assert.is(reply.body.data.status, 200);
	assert.equal(reply.body.data.reply, sent.body, 'the stored reply is the one the POST sent');
	await lookup(h, ann, '/wallet/topup', k);
	assert.is(await topupCount(h, ann), before, 'reading back twice stored another top-up');
});

readBack('a refused send reads back as its refusal, which settles the action', async ({ h, ann }) => {
	const k = key();
	const refused = await topup(h, ann, k, 0);
	assert.is(refused.status, 400);
	const reply = await lookup(h, ann, '/wallet/topup', k);
	assert.is(reply.body.data.state, 'done');
	assert.is(reply.body.data.status, 400);
	assert.is(reply.body.data.reply.code, refused.body.code);
});

readBack("one player never reads another's request, even with its key", async ({ h, ann, ben }) => {
	const k = key();
	await topup(h, ann, k);
	const reply = await lookup(h, ben, '/wallet/topup', k);
	assert.equal(reply.body.data, { state: 'none', status: null, reply: null });
});

readBack('a key is read for its own route only', async ({ h, ann }) => {
	const k = key();
	await topup(h, ann, k);
	assert.is((await lookup(h, ann, '/wallet/withdraw', k)).body.data.state, 'none');
});

readBack('a race bet, whose key is claimed with the bet, reads back as placed', async ({ h, ann }) => {
	const race = await makeRace(h);
	const k = key();
	const placed = await place(h, ann, betBody(race, { bet_type: 1, horse: [1] }), k);
	assert.is(placed.status, 200, placed.body.message);
	const orders = await orderCount(h, ann);
	const reply = await lookup(h, ann, '/order/place-order', k);
	assert.is(reply.body.data.state, 'done');
	assert.is(reply.body.data.reply.data.id, placed.body.data.id);
	assert.is(await orderCount(h, ann), orders, 'reading back placed another bet');
});

readBack('an unknown route, a malformed key and no sign-in are refused', async ({ h, ann }) => {
	const other = await lookup(h, ann, '/user/change_password', key());
	assert.is(other.status, 400);
	assert.is(other.body.code, 'field_invalid');
	const bad = await lookup(h, ann, '/wallet/topup', 'short');
	assert.is(bad.status, 400);
	const anonymous = await h.call('GET', `/api/replies?route=/wallet/topup&key=${key()}`);
	assert.is(anonymous.status, 401);
});

readBack('a key kept past its 24 hours is forgotten: the read-back says expired, never none', async ({ h, ann }) => {
	const k = key();
	await topup(h, ann, k);
	h.clock.advance(24 * HOUR + 1000);
	await signInAgain(h, ann);
	assert.is((await lookup(h, ann, '/wallet/topup', k)).body.data.state, 'expired');
});

readBack(
	'a key the client made more than a day ago, not found, is expired: its fate cannot be told',
	async ({ h, ann }) => {
		const k = key();
		await topup(h, ann, k);
		h.clock.advance(25 * HOUR);
		await signInAgain(h, ann);
		// the keys' pruning has run: the row is gone, only the client's own age of the key tells it was made long ago
		await h.db.query('DELETE FROM idempotency_keys WHERE key = $1', [k]);
		const before = await topupCount(h, ann);
		const reply = await lookup(h, ann, '/wallet/topup', k, 25 * HOUR);
		assert.is(reply.status, 200);
		assert.equal(reply.body.data, { state: 'expired', status: null, reply: null });
		assert.is((await lookup(h, ann, '/wallet/topup', key(), 24 * HOUR)).body.data.state, 'expired');
		assert.is(await topupCount(h, ann), before, 'a read-back created a top-up');
	},
);

readBack(
	'a young key not found is none, and a young key found is its reply, whatever age is sent',
	async ({ h, ann }) => {
		assert.is((await lookup(h, ann, '/wallet/topup', key(), 60_000)).body.data.state, 'none');
		assert.is((await lookup(h, ann, '/wallet/topup', key(), 0)).body.data.state, 'none');
		const k = key();
		await topup(h, ann, k);
		// a client clock that ran fast must not hide a reply the server still holds:
		assert.is((await lookup(h, ann, '/wallet/topup', k, 30 * HOUR)).body.data.state, 'done');
	},
);

readBack('an age that is not a count of milliseconds is refused', async ({ h, ann }) => {
	for (const age of ['-5', '1.5', 'soon', '9'.repeat(20)]) {
		const reply = await h.call('GET', `/api/replies?route=/wallet/topup&key=${key()}&age=${age}`, {
			token: ann.access_token,
		});
		assert.is(reply.status, 400, `age=${age} was taken`);
		assert.is(reply.body.code, 'field_invalid');
	}
});

readBack.run();
