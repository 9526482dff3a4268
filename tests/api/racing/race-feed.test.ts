// A race day from a data provider over HTTP (a local fake feed): the card imported once however often it is
// polled, a late scratching, a dead heat, a result corrected after a protest, an outage and a bad document that
// change nothing, every change in the feed log, and money right throughout.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type PollDeps, pollOnce, startFeedPoller } from '../../../server/domain/racing/feed/poll-feed.ts';
import { createHttpRaceFeed } from '../../../server/providers/http-race-feed.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { type FakeFeed, feedDoc, startFakeFeed } from './fake-feed.ts';
import { balance, betBody, place, type RaceFixture, signInAgain } from './support.ts';

type Ctx = { h: Harness; feed: FakeFeed; deps: PollDeps; doc: ReturnType<typeof feedDoc> };
const s = suite<Ctx>('race data feed', {} as Ctx);

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

const changeCount = async (h: Harness) =>
	Number((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM feed_changes')).rows[0]!.n);

async function feedRace(h: Harness): Promise<RaceFixture & { status: string }> {
	const { rows } = await h.db.query<{ race_id: number; event_id: number; status: string }>(
		`SELECT r.id AS race_id, r.meeting_id AS event_id, r.status FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.code = 'FKP' AND r.race_no = 1`,
	);
	return { ...rows[0]!, race_id: Number(rows[0]!.race_id), event_id: Number(rows[0]!.event_id) };
}

const race1 = (doc: Ctx['doc']) => doc.meetings[0]!.races[0]!;
let players: Player[] = [];

s('the card is imported from the provider once, however often it is polled', async (ctx) => {
	const { h, deps, feed } = ctx;
	const first = await pollOnce(deps);
	assert.ok('changes' in first && first.changes > 0, JSON.stringify(first));
	const logged = await changeCount(h);
	const again = await pollOnce(deps);
	assert.equal(
		again,
		{ provider: 'fake', changes: 0, skipped: [], problems: [] },
		'the same feed twice changes nothing',
	);
	assert.is(await changeCount(h), logged, 'and logs nothing');
	assert.is(feed.requests(), 2);
	const card = (await h.call('GET', `/api/events/race?race_id=${(await feedRace(h)).race_id}`)).body.data;
	assert.is(card.runners.length, 8);
	assert.is(card.runners[0].name, 'Feed Runner 1');
	assert.is(card.status, 'open');
	const runner = await h.db.query('SELECT trainer, weight_kg, silks FROM runners WHERE name = $1', ['Feed Runner 2']);
	assert.equal(runner.rows[0], { trainer: 'T. Trainer 2', weight_kg: 54.5, silks: ['#1f4e9c', '#ffffff'] });
});

s('the poller runs on the schedule it is given, every RACE_FEED_SECONDS', async (ctx) => {
	const jobs: { ms: number; job: () => Promise<unknown> }[] = [];
	let stopped = false;
	const stop = startFeedPoller(ctx.deps, 30_000, (ms, job) => {
		jobs.push({ ms, job });
		return async () => {
			stopped = true;
		};
	});
	assert.equal(
		jobs.map((j) => j.ms),
		[30_000],
	);
	const before = ctx.feed.requests();
	await jobs[0]!.job();
	assert.is(ctx.feed.requests(), before + 1, 'each run polls the provider once');
	await stop();
	assert.ok(stopped);
});

s('players bet; a late scratching is applied once and logged', async (ctx) => {
	const { h, deps, doc } = ctx;
	const race = await feedRace(h);
	players = [await registerPlayer(h), await registerPlayer(h), await registerPlayer(h)];
	for (const p of players) await fund(h, p.user_id, 100_00);
	const bets = [{ horse: [1] }, { horse: [2] }, { horse: [3, 5] }];
	for (const [i, p] of players.entries()) {
		const r = await place(h, p, betBody(race, { bet_type: 1, betAmount: 10, ...bets[i] }));
		assert.is(r.status, 200, r.body.message);
	}
	race1(doc).runners[4]!.scratched = true;
	const polled = await pollOnce(deps);
	assert.ok('changes' in polled && polled.changes === 1, JSON.stringify(polled));
	const runner = await h.db.query('SELECT scratched FROM runners WHERE race_id = $1 AND horse_id = 5', [race.race_id]);
	assert.is(runner.rows[0]!.scratched, true);
	const audit = await h.db.query('SELECT action, actor_kind, actor_id FROM race_corrections WHERE race_id = $1', [
		race.race_id,
	]);
	assert.equal(audit.rows, [{ action: 'scratch', actor_kind: 'feed', actor_id: 'fake' }]);
	assert.equal(await pollOnce(deps), { provider: 'fake', changes: 0, skipped: [], problems: [] });
});

s('an outage or a bad document changes nothing and the feed status says why', async (ctx) => {
	const { h, deps, feed, doc } = ctx;
	const logged = await changeCount(h);
	feed.set(doc, 503);
	assert.equal(await pollOnce(deps), { error: 'unavailable (HTTP 503)' });
	feed.set({ provider: 'fake', meetings: [{ code: 'bad code' }] });
	const bad = await pollOnce(deps);
	assert.ok('error' in bad && bad.error.startsWith('feed_invalid'), JSON.stringify(bad));
	const status = await h.db.query('SELECT last_error, last_ok_at FROM feed_status WHERE provider = $1', ['fake']);
	assert.ok(String(status.rows[0]!.last_error).startsWith('feed_invalid'));
	assert.ok(status.rows[0]!.last_ok_at, 'the last good poll is still known');
	assert.is(await changeCount(h), logged);
	assert.is((await feedRace(h)).status, 'open');
	feed.set(doc);
	assert.equal(await pollOnce(deps), { provider: 'fake', changes: 0, skipped: [], problems: [] }, 'back to normal');
});

s('a dead heat for first settles both winners at half the pool each', async (ctx) => {
	const { h, deps, doc } = ctx;
	h.clock.advance(35 * 60_000);
	race1(doc).status = 'resulted';
	Object.assign(race1(doc), { result: { finish: [[1, 2], [4], [6]] } });
	await pollOnce(deps);
	const [a, b, c] = players as [Player, Player, Player];
	// Win pool: $10 on 1, 2 and 3 (runner 5's $10 refunded): $30 less 15% = $25.50, half each over $10 is
	// $1.275 per $1, declared to the nearest cent with halves up: $1.28:
	assert.is(await balance(h, a), 90_00 + 12_80);
	assert.is(await balance(h, b), 90_00 + 12_80);
	assert.is(await balance(h, c), 80_00 + 10_00, "runner 5's half refunded, runner 3 lost");
	assert.is((await feedRace(h)).status, 'resulted');
});

s('a protest upheld corrects the result: the first settlement is reversed and the new one paid', async (ctx) => {
	const { h, deps, doc } = ctx;
	Object.assign(race1(doc), { result: { finish: [[3], [1, 2]], protest_upheld: true } });
	const polled = await pollOnce(deps);
	assert.ok('changes' in polled && polled.changes === 1, JSON.stringify(polled));
	const [a, b, c] = players as [Player, Player, Player];
	assert.is(await balance(h, a), 90_00);
	assert.is(await balance(h, b), 90_00);
	// $25.50 over runner 3's $10, and runner 5's $10 back:
	assert.is(await balance(h, c), 80_00 + 25_50 + 10_00);
	const reasons = await h.db.query<{ reason: string }>(
		`SELECT reason FROM race_corrections WHERE actor_kind = 'feed' AND action = 'result' ORDER BY id`,
	);
	assert.equal(
		reasons.rows.map((r) => r.reason),
		['official result', 'protest upheld'],
	);
	assert.equal(await pollOnce(deps), { provider: 'fake', changes: 0, skipped: [], problems: [] });
	await signInAgain(h, c);
	const orders = (await h.call('GET', '/api/order/list?page=1&size=10', { token: c.access_token })).body.data;
	assert.ok(orders, 'the player can read the corrected order');
});

s.run();
