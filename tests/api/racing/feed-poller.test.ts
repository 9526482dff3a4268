// The feed poller on a race day: a failing provider is logged once per change of state, not on every poll, and one
// process polls at a time however many share the database.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPg } from '../../../server/db/db.ts';
import { type PollDeps, startFeedPoller } from '../../../server/domain/racing/feed/poll-feed.ts';
import { exclusive, FEED_LOCK_KEY } from '../../../server/domain/racing/race-clock-lock.ts';
import { createHttpRaceFeed } from '../../../server/providers/http-race-feed.ts';
import { type Harness, harness } from '../support/harness.ts';
import { type FakeFeed, feedDoc, startFakeFeed } from './fake-feed.ts';

type Ctx = { h: Harness; feed: FakeFeed; deps: PollDeps; logged: string[] };
const s = suite<Ctx>('the feed poller', {} as Ctx);

s.before(async (ctx) => {
	ctx.h = await harness();
	ctx.feed = await startFakeFeed();
	ctx.logged = [];
	const note = (level: string) => (msg: string) => void ctx.logged.push(`${level} ${msg}`);
	const provider = createHttpRaceFeed({ name: 'fake', url: ctx.feed.url, apiKey: 'feed-key', timeoutMs: 5_000 });
	const logger = { info: note('info'), warn: note('warn'), error: note('error') };
	ctx.deps = { db: ctx.h.db, clock: ctx.h.clock, logger, provider, seedCents: 0 };
	ctx.feed.set(feedDoc(ctx.h.clock.now()));
});
s.after(async (ctx) => {
	await ctx.feed.close();
	await ctx.h.close();
});

s(
	'a failing feed is logged once when it fails, once more when the failure changes, and once when it is back',
	async (ctx) => {
		const jobs: (() => Promise<unknown>)[] = [];
		startFeedPoller(ctx.deps, 30_000, (_ms, job) => {
			jobs.push(job);
			return async () => {};
		});
		const poll = () => jobs[0]!();
		await poll();
		const failing = () => ctx.logged.filter((l) => l.includes('race feed failing')).length;
		ctx.feed.set(null, 503);
		for (let i = 0; i < 5; i++) await poll();
		assert.is(failing(), 1, `five failed polls logged ${failing()} times`);
		ctx.feed.set(null, 500);
		await poll();
		await poll();
		assert.is(failing(), 2, 'a different failure is a new state');
		ctx.feed.set(feedDoc(ctx.h.clock.now()));
		await poll();
		await poll();
		assert.equal(
			ctx.logged.filter((l) => l.includes('race feed back')),
			['info race feed back'],
		);
		const status = await ctx.h.db.query('SELECT last_error FROM feed_status WHERE provider = $1', ['fake']);
		assert.is(status.rows[0]!.last_error, null, 'the feed status still follows every poll');
	},
);

s('one poll at a time: a second poller finds the first one running and skips its turn', async (ctx) => {
	let release: () => void = () => {};
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	const url = process.env.DATABASE_URL;
	// on PostgreSQL two pools stand for two processes; the embedded database has one process by construction
	const other = url ? openPg(url, { max: 2 }) : ctx.h.db;
	const mine = url ? openPg(url, { max: 2 }) : ctx.h.db;
	try {
		let locked: () => void = () => {};
		const holding = new Promise<void>((resolve) => {
			locked = resolve;
		});
		// the first's work runs only once it holds the lock: it says so, then keeps the lock until released
		const first = exclusive(mine, FEED_LOCK_KEY, () => {
			locked();
			return held.then(() => 'polled');
		});
		await holding;
		const second = await exclusive(other, FEED_LOCK_KEY, async () => 'polled');
		assert.is(second, null, 'two polls ran at once');
		release();
		assert.is(await first, 'polled');
		assert.is(await exclusive(other, FEED_LOCK_KEY, async () => 'polled'), 'polled', 'the lock was not let go');
	} finally {
		release();
		if (url) await Promise.all([other.close(), mine.close()]);
	}
});

s.run();
