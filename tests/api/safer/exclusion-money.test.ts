// A self-exclusion bites in the money path itself, as a suspension does: a request whose session was checked
// before support recorded the exclusion is refused with the player's own message and moves nothing; a
// withdrawal still goes through (a player who stepped away can always take their own money out).
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

const money = suite<Ctx>('self-exclusion refuses every money request but a withdrawal, in the money path', {} as Ctx);
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

const exclude = (s: StaffClient, p: Player) => () =>
	s.call('POST', `/api/staff/players/${p.user_id}/exclude`, { period: '7d', reason: 'asked on the phone' });

const WEEK = 7 * 86_400_000;
const message = (lang: 'en' | 'zh-CN', until: string) =>
	lang === 'en' ? `You have excluded yourself from play until ${until} UTC` : `您已自我排除，${until} UTC 前暂停游戏`;

for (const [what, request] of MONEY_REQUESTS)
	money(
		`${what}: excluded between two requests, the second ${what === 'withdrawal' ? 'goes through' : 'is refused'}`,
		async (ctx) => {
			const { h, race, late, support } = ctx;
			for (const lang of ['en', 'zh-CN'] as const) {
				const p = await registerPlayer(h);
				await fund(h, p.user_id, 200_00);
				await h.call('POST', '/api/user/bank_card', { token: p.access_token, body: CARD });
				const first = await request(h, p, race, lang);
				assert.is(first.status, 200, `${what}: ${first.body.message}`);
				const before = await trail(h, p);
				// the session is checked and found live; the exclusion lands before the money moves:
				late.afterAuth(exclude(support, p));
				const second = await request(h, p, race, lang);
				if (what === 'withdrawal') {
					assert.is(second.status, 200, `a withdrawal during an exclusion: ${second.body.message}`);
					assert.is(await balance(h, p), 200_00 - 2 * 30_00, 'the second withdrawal is held too');
					continue;
				}
				assert.is(second.status, 403, `${what}: ${second.status} ${second.body.message}`);
				assert.is(second.body.code, 'self_excluded_until');
				const until = new Date(h.clock.now().getTime() + WEEK).toISOString().slice(0, 16).replace('T', ' ');
				assert.is(second.body.message, message(lang, until));
				assert.is(await trail(h, p), before, `${what}: nothing moved`);
			}
		},
	);

money('support record an exclusion while the bets wait for a batch: none is placed, the others are', async (ctx) => {
	const { h, race, late, support } = ctx;
	const [ann, bo] = [await registerPlayer(h), await registerPlayer(h)];
	await fund(h, ann.user_id, 100_00);
	await fund(h, bo.user_id, 100_00);
	const before = await trail(h, ann);
	late.beforeTx(exclude(support, ann));
	const bets = [ann, bo, ann, bo, ann].map((p, n) =>
		place(h, p, betBody(race, { bet_type: 1, horse: [n + 1], betAmount: 5 })),
	);
	const replies = await Promise.all(bets);
	const anns = replies.filter((_, i) => i % 2 === 0);
	const bos = replies.filter((_, i) => i % 2 === 1);
	assert.equal(
		anns.map((r) => r.body.code),
		['self_excluded_until', 'self_excluded_until', 'self_excluded_until'],
	);
	assert.equal(
		bos.map((r) => r.status),
		[200, 200],
		"the other player's bets in the batch go through",
	);
	assert.is(await trail(h, ann), before, 'nothing moved for the excluded player');
	assert.is(await balance(h, bo), 100_00 - 10_00);
});

money.run();
