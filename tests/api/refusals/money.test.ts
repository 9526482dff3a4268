import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setLimit } from '../safer/support.ts';
import { harness } from '../support/harness.ts';
import { fund, key, registerPlayer } from '../support/players.ts';
import { bet, type Ctx, check } from './support.ts';

const refusals = suite<Ctx>('refusals of money: a stable code and the player language', {} as Ctx);
refusals.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
	ctx.broke = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.ann.user_id, 100_00);
});
refusals.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

refusals('money refusals: balance, bet limit, stock, amounts, bet rules', async (ctx) => {
	await check(ctx, 'insufficient balance', {
		status: 400,
		code: 'insufficient_balance',
		en: 'Insufficient balance',
		zh: '余额不足',
		ask: bet((c) => c.broke, { bet_type: 1, horse: [1], betAmount: 5 }),
	});
	await check(ctx, 'a scratched runner', {
		status: 400,
		code: 'bet_scratched',
		en: 'Runner 9 has been scratched.',
		zh: '9 号马已退出。',
		ask: bet((c) => c.ann, { bet_type: 1, horse: [9], betAmount: 5 }),
	});
	assert.is((await setLimit(ctx.h, ctx.ann, 'bet', 'per_bet', 20)).status, 200);
	await check(ctx, 'bet limit', {
		status: 400,
		code: 'bet_limit_per_bet',
		en: 'Bet limit: the most you can stake on one bet is $20.00',
		zh: '投注限额：单笔投注最多 $20.00',
		ask: bet((c) => c.ann, { bet_type: 1, horse: [1], betAmount: 30 }),
	});
	const { rows } = await ctx.h.db.query<{ id: number }>(
		`INSERT INTO shop_items (code, name, description, price, stock, glyph) VALUES ('gone', 'Gone', 'none left', 500, 0, '🎁') RETURNING id`,
	);
	await check(ctx, 'sold out', {
		status: 409,
		code: 'sold_out',
		en: 'This item is sold out',
		zh: '该商品已售罄',
		ask: (h, headers, c) =>
			h.call('POST', '/api/shop/buy', {
				token: c.ann.access_token,
				headers: { ...headers, 'Idempotency-Key': key() },
				body: { item_id: rows[0]!.id },
			}),
	});
	await check(ctx, 'an amount with three decimals', {
		status: 400,
		code: 'field_decimals',
		en: 'amount must have at most 2 decimals',
		zh: '金额最多保留两位小数',
		ask: (h, headers, c) =>
			h.call('POST', '/api/wallet/topup', {
				token: c.ann.access_token,
				headers: { ...headers, 'Idempotency-Key': key() },
				body: { amount: 10.005, method: 'card' },
			}),
	});
	await check(ctx, 'a top-up below the minimum', {
		status: 400,
		code: 'topup_amount_range',
		en: 'amount must be between $10.00 and $100000.00',
		zh: '充值金额须在 $10.00 至 $100000.00 之间',
		ask: (h, headers, c) =>
			h.call('POST', '/api/wallet/topup', {
				token: c.ann.access_token,
				headers: { ...headers, 'Idempotency-Key': key() },
				body: { amount: 5, method: 'card' },
			}),
	});
});

refusals.run();
