// Who decides a race's result: a trader's correction of a feed race holds when the feed is polled again (the
// feed's change is held for a decision, logged once, never applied on its own), a held change is applied or
// dismissed by a trader with the audit showing before and after, and a race is resulted early only on purpose.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type PollDeps, pollOnce } from '../../../server/domain/racing/feed/poll-feed.ts';
import { createHttpRaceFeed } from '../../../server/providers/http-race-feed.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { type StaffClient, staffClient } from '../support/staff.ts';
import { type FakeFeed, feedDoc, startFakeFeed } from './fake-feed.ts';
import { balance, betBody, makeRace, place } from './support.ts';

type Ctx = { h: Harness; feed: FakeFeed; deps: PollDeps; trader: StaffClient; doc: ReturnType<typeof feedDoc> };
const s = suite<Ctx>('who decides a race', {} as Ctx);

s.before(async (ctx) => {
	ctx.h = await harness();
	ctx.feed = await startFakeFeed();
	const provider = createHttpRaceFeed({ name: 'fake', url: ctx.feed.url, apiKey: 'feed-key', timeoutMs: 5_000 });
	ctx.deps = { db: ctx.h.db, clock: ctx.h.clock, logger: { info() {}, warn() {}, error() {} }, provider, seedCents: 0 };
	ctx.doc = feedDoc(ctx.h.clock.now());
	ctx.feed.set(ctx.doc);
});
s.after(async (ctx) => {
	await ctx.feed.close();
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const race1 = (doc: Ctx['doc']) => doc.meetings[0]!.races[0]!;
async function feedRace(h: Harness) {
	const { rows } = await h.db.query<{ id: number; meeting_id: number }>(
		`SELECT r.id, r.meeting_id FROM races r JOIN meetings m ON m.id = r.meeting_id WHERE m.code = 'FKP' AND r.race_no = 1`,
	);
	return { race_id: Number(rows[0]!.id), event_id: Number(rows[0]!.meeting_id) };
}
const raceId = async (h: Harness) => (await feedRace(h)).race_id;
const finish = async (h: Harness, id: number) =>
	(await h.db.query<{ result: { finish: number[][] } }>('SELECT result FROM races WHERE id = $1', [id])).rows[0]!.result
		.finish;
const moneyMoves = async (h: Harness) =>
	Number((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM race_corrections')).rows[0]!.n);

let backers: Player[] = [];

s("a trader's correction of a feed race holds when the feed is polled again: nothing moves", async (ctx) => {
	const { h, deps, doc } = ctx;
	await pollOnce(deps);
	const race = await feedRace(h);
	const id = race.race_id;
	backers = [await registerPlayer(h), await registerPlayer(h)];
	for (const [i, p] of backers.entries()) {
		await fund(h, p.user_id, 100_00);
		const r = await place(h, p, betBody(race, { bet_type: 1, betAmount: 10, horse: [i + 1] }));
		assert.is(r.status, 200, r.body.message);
	}
	h.clock.advance(35 * 60_000);
	Object.assign(race1(doc), { status: 'resulted', result: { finish: [[1], [2], [3]] } });
	await pollOnce(deps);
	// signed in once the race has run: a staff session idle through the wait would have ended
	ctx.trader = await staffClient(h, ['trader']);
	const trader = ctx.trader;
	const corrected = await trader.call('POST', `/api/staff/races/${id}/result`, {
		finish: [[2], [1], [3]],
		reason: 'photo shows 2 first',
	});
	assert.is(corrected.status, 200, corrected.body.message);
	const [first, second] = backers as [Player, Player];
	const after = [await balance(h, first), await balance(h, second)];
	const moves = await moneyMoves(h);
	for (let poll = 0; poll < 3; poll++) await pollOnce(deps);
	assert.equal(await finish(h, id), [[2], [1], [3]], "the feed undid the trader's correction");
	assert.equal([await balance(h, first), await balance(h, second)], after, 'money moved after the poll');
	assert.is(await moneyMoves(h), moves, 'a correction was recorded by the feed');
	const decisions = (await trader.call('GET', `/api/staff/races/${id}/decisions`)).body.data;
	assert.is(decisions.decided_by, 'staff');
	assert.is(decisions.waiting.length, 1, 'the feed change is held once, however often polled');
	assert.equal(decisions.waiting[0].proposal.finish, [[1], [2], [3]]);
	assert.equal(decisions.waiting[0].in_force.finish, [[2], [1], [3]]);
	const held = await h.db.query(`SELECT before, after FROM feed_changes WHERE field = 'result (held for a trader)'`);
	assert.equal(held.rows, [{ before: [[2], [1], [3]], after: [[1], [2], [3]] }], 'the held change is logged once');
	const history = decisions.history.map((r: { actor_kind: string; action: string }) => `${r.actor_kind}:${r.action}`);
	assert.equal(history, ['staff:result', 'feed:result']);
	assert.equal(decisions.history[0].detail.before.finish, [[1], [2], [3]], 'the audit keeps the result before');
});

s(
	'a held change dismissed stays dismissed; a new one applied by a trader moves the money as a correction',
	async (ctx) => {
		const { h, deps, doc, trader } = ctx;
		const id = await raceId(h);
		const waiting = (await trader.call('GET', `/api/staff/races/${id}/decisions`)).body.data.waiting[0];
		const dismissed = await trader.call('POST', `/api/staff/races/${id}/held/${waiting.id}/dismiss`, {
			reason: 'the stewards confirmed our result',
		});
		assert.is(dismissed.status, 200, dismissed.body.message);
		const again = await trader.call('POST', `/api/staff/races/${id}/held/${waiting.id}/dismiss`, {
			reason: 'twice over',
		});
		assert.is(again.body.code, 'feed_change_not_found');
		await pollOnce(deps);
		let decisions = (await trader.call('GET', `/api/staff/races/${id}/decisions`)).body.data;
		assert.is(decisions.waiting.length, 1, 'the feed repeating a dismissed change is held for a decision again');
		Object.assign(race1(doc), { result: { finish: [[1], [3], [2]], protest_upheld: true } });
		await pollOnce(deps);
		decisions = (await trader.call('GET', `/api/staff/races/${id}/decisions`)).body.data;
		const protest = decisions.waiting.find(
			(w: { proposal: { finish: number[][] } }) => w.proposal.finish[1]?.[0] === 3,
		);
		const [first, second] = backers as [Player, Player];
		const applied = await trader.call('POST', `/api/staff/races/${id}/held/${protest.id}/apply`, {
			reason: 'protest upheld by the stewards',
		});
		assert.is(applied.status, 200, applied.body.message);
		assert.is(applied.body.data.changed, true);
		assert.equal(await finish(h, id), [[1], [3], [2]]);
		assert.ok((await balance(h, first)) > 100_00 - 10_00, 'the winner on 1 was not paid');
		assert.is(await balance(h, second), 100_00 - 10_00, 'the backer of 2 kept winnings');
		const audit = await h.db.query<{ action: string }>(
			`SELECT action FROM staff_audit WHERE action LIKE 'race.feed_change%' ORDER BY id`,
		);
		assert.equal(
			audit.rows.map((r) => r.action),
			['race.feed_change_dismissed', 'race.feed_change_dismissed', 'race.feed_change_applied'],
		);
	},
);

s('a race is resulted before its start only when the trader confirms it, and the audit says so', async (ctx) => {
	const { h, trader } = ctx;
	const race = await makeRace(h, { minutes: 54 });
	const refused = await trader.call('POST', `/api/staff/races/${race.race_id}/result`, {
		finish: [[1], [2], [3]],
		reason: 'typed into the wrong race',
	});
	assert.is(refused.status, 409);
	assert.is(refused.body.code, 'race_not_started');
	assert.match(refused.body.message, /not started/);
	const zh = await trader.call(
		'POST',
		`/api/staff/races/${race.race_id}/result`,
		{ finish: [[1], [2], [3]], reason: 'typed' },
		{ 'accept-language': 'zh' },
	);
	assert.match(zh.body.message, /尚未开始/);
	const early = await trader.call('POST', `/api/staff/races/${race.race_id}/result`, {
		finish: [[1], [2], [3]],
		reason: 'the meeting ran early',
		early: true,
	});
	assert.is(early.status, 200, early.body.message);
	const row = await h.db.query<{ detail: { note: { before_start?: boolean } } }>(
		`SELECT detail FROM race_corrections WHERE race_id = $1`,
		[race.race_id],
	);
	assert.is(row.rows[0]!.detail.note.before_start, true);
});

s.run();
