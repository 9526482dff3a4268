// A suspension bites in the money path itself: a request whose session was checked before the suspension landed
// is still refused, with the player's own message, and nothing moves.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../../server/db/db.ts';
import { seedCatalogue } from '../../../server/domain/shop/catalogue.ts';
import { sportsTick } from '../../../server/domain/sports/sports-clock.ts';
import { balance, betBody, makeRace, place, type RaceFixture } from '../racing/support.ts';
import { type Harness, harness, type Reply } from '../support/harness.ts';
import { CARD, fund, key, type Player, registerPlayer } from '../support/players.ts';
import { type StaffClient, staffClient } from '../support/staff.ts';

type Ctx = { h: Harness; support: StaffClient; race: RaceFixture; late: ReturnType<typeof lateSuspension> };

/** Runs a suspension right after the next player session check, or just before the next transaction opens. */
function lateSuspension() {
	let afterAuth: (() => Promise<unknown>) | null = null;
	let beforeTx: (() => Promise<unknown>) | null = null;
	const take = <T>(f: T | null, clear: () => void) => {
		clear();
		return f;
	};
	return {
		wrap: (db: Db): Db => ({
			kind: db.kind,
			query: (async (sql: string, params?: unknown[]) => {
				const result = await db.query(sql, params);
				if (afterAuth && /FROM sessions WHERE id = \$1 AND user_id = \$2/.test(sql))
					await take(afterAuth, () => (afterAuth = null))?.();
				return result;
			}) as Db['query'],
			async tx(fn) {
				await take(beforeTx, () => (beforeTx = null))?.();
				return db.tx(fn);
			},
			close: () => db.close(),
		}),
		afterAuth(run: () => Promise<unknown>) {
			afterAuth = run;
		},
		beforeTx(run: () => Promise<unknown>) {
			beforeTx = run;
		},
	};
}

const money = suite<Ctx>('suspension refuses every money request at once, in the money path', {} as Ctx);
money.before(async (ctx) => {
	ctx.late = lateSuspension();
	ctx.h = await harness({}, { wrapDb: ctx.late.wrap });
	await seedCatalogue(ctx.h.db);
	await sportsTick(ctx.h.db, ctx.h.clock.now());
	ctx.support = await staffClient(ctx.h, ['support']);
	ctx.race = await makeRace(ctx.h, { minutes: 60 });
});
money.after(async ({ h }) => {
	const report = await h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await h.close();
});

const suspend = (s: StaffClient, p: Player) => () =>
	s.call('POST', `/api/staff/players/${p.user_id}/suspend`, { suspended: true, reason: 'fraud check' });

/** What a money request could leave behind: the wallet, ledger lines and records of every kind. */
async function trail(h: Harness, p: Player) {
	const { rows } = await h.db.query<{ n: string }>(
		`SELECT concat_ws(',', (SELECT count(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = $1),
			(SELECT count(*) FROM race_orders WHERE user_id = $1), (SELECT count(*) FROM sport_orders WHERE user_id = $1),
			(SELECT count(*) FROM topups WHERE user_id = $1), (SELECT count(*) FROM withdrawals WHERE user_id = $1),
			(SELECT count(*) FROM shop_purchases WHERE user_id = $1)) AS n`,
		[p.user_id],
	);
	return `${await balance(h, p)}:${rows[0]!.n}`;
}

async function sportPick(h: Harness) {
	const list = await h.call('GET', '/api/sports/list?size=1');
	const ev = (await h.call('GET', `/api/sports/detail?id=${list.body.data.list[0].id}`)).body.data;
	const m = ev.markets[0];
	return { event_id: ev.id, market_id: m.id, selection_id: m.selections[0].id, stake: 5, odds: m.selections[0].odds };
}

type Request = (h: Harness, p: Player, race: RaceFixture, lang: string) => Promise<Reply>;
const post = (path: string, body: unknown) => (h: Harness, p: Player, lang: string) =>
	h.call('POST', path, { token: p.access_token, headers: { 'Idempotency-Key': key(), 'accept-language': lang }, body });
const REQUESTS: [string, Request][] = [
	[
		'race bet',
		(h, p, race, lang) => post('/api/order/place-order', betBody(race, { bet_type: 1, horse: [1] }))(h, p, lang),
	],
	['sport bet', async (h, p, _race, lang) => post('/api/sports/order', await sportPick(h))(h, p, lang)],
	['top-up', (h, p, _race, lang) => post('/api/wallet/topup', { amount: 50, method: 'card' })(h, p, lang)],
	['withdrawal', (h, p, _race, lang) => post('/api/wallet/withdraw', { amount: 30 })(h, p, lang)],
	['shop', (h, p, _race, lang) => post('/api/shop/buy', { item_id: 1 })(h, p, lang)],
];
const MESSAGE = {
	en: 'This account is suspended. Please contact customer service.',
	'zh-CN': '此账户已被暂停，请联系客服。',
};

for (const [what, request] of REQUESTS)
	money(`${what}: suspended between two requests, the second is refused and moves nothing`, async (ctx) => {
		const { h, race, late, support } = ctx;
		for (const lang of ['en', 'zh-CN'] as const) {
			const p = await registerPlayer(h);
			await fund(h, p.user_id, 200_00);
			await h.call('POST', '/api/user/bank_card', { token: p.access_token, body: CARD });
			const first = await request(h, p, race, lang);
			assert.is(first.status, 200, `${what}: ${first.body.message}`);
			const before = await trail(h, p);
			// the session is checked and found live; the suspension lands before the money moves:
			late.afterAuth(suspend(support, p));
			const second = await request(h, p, race, lang);
			assert.is(second.status, 403, `${what}: ${second.status} ${second.body.message}`);
			assert.is(second.body.code, 'account_suspended');
			assert.is(second.body.message, MESSAGE[lang]);
			assert.is(await trail(h, p), before, `${what}: nothing moved`);
		}
	});

money('staff suspend a player while their bets wait for a batch: none is placed, the others are', async (ctx) => {
	const { h, race, late, support } = ctx;
	const [ann, bo] = [await registerPlayer(h), await registerPlayer(h)];
	await fund(h, ann.user_id, 100_00);
	await fund(h, bo.user_id, 100_00);
	const before = await trail(h, ann);
	late.beforeTx(suspend(support, ann));
	const bets = [ann, bo, ann, bo, ann].map((p, n) =>
		place(h, p, betBody(race, { bet_type: 1, horse: [n + 1], betAmount: 5 })),
	);
	const replies = await Promise.all(bets);
	const anns = replies.filter((_, i) => i % 2 === 0);
	const bos = replies.filter((_, i) => i % 2 === 1);
	assert.ok(
		anns.every((r) => r.status === 403 || r.status === 401),
		`${anns.map((r) => r.body.code)}`,
	);
	assert.ok(
		anns.some((r) => r.body.code === 'account_suspended'),
		'a bet already past its session check is refused by the batch',
	);
	assert.equal(
		bos.map((r) => r.status),
		[200, 200],
		"the other player's bets in the batch go through",
	);
	assert.is(await trail(h, ann), before, 'nothing moved for the suspended player');
	assert.is(await balance(h, bo), 100_00 - 10_00);
});

money.run();
