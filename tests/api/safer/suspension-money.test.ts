// A suspension bites in the money path itself: a request whose session was checked before the suspension landed
// is still refused, with the player's own message, and nothing moves.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedCatalogue } from '../../../server/domain/shop/catalogue.ts';
import { sportsTick } from '../../../server/domain/sports/sports-clock.ts';
import { balance, betBody, makeRace, place, type RaceFixture } from '../racing/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { CARD, fund, type Player, registerPlayer } from '../support/players.ts';
import { type StaffClient, staffClient } from '../support/staff.ts';
import { type LateAction, lateAction, MONEY_REQUESTS, trail } from './money-requests.ts';

type Ctx = { h: Harness; support: StaffClient; race: RaceFixture; late: LateAction };

const money = suite<Ctx>('suspension refuses every money request at once, in the money path', {} as Ctx);
money.before(async (ctx) => {
	ctx.late = lateAction();
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

const MESSAGE = {
	en: 'This account is suspended. Please contact customer service.',
	'zh-CN': '此账户已被暂停，请联系客服。',
};

for (const [what, request] of MONEY_REQUESTS)
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
