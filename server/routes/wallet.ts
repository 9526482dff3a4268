// /api/user/balance, /api/user/bank_card and /api/wallet: money in, money out, the statement.
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { amountFromCents } from '../../shared/money/amount.ts';
import { TOPUP_METHODS } from '../../shared/money/topup-methods.ts';
import { DomainError } from '../domain/errors.ts';
import { balanceOf } from '../domain/ledger.ts';
import { availableMethods, checkoutTopup, recordTopup } from '../domain/payments/start-topup.ts';
import { topupReply } from '../domain/payments/topup-reply.ts';
import { bindCard, getCard, luhn } from '../domain/wallet/bank-card.ts';
import { statement } from '../domain/wallet/statement.ts';
import { findTopup, listTopups } from '../domain/wallet/topups.ts';
import { listWithdrawals, requestWithdrawal, withdrawalView } from '../domain/wallet/withdrawals.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { revalidate } from '../http/conditional.ts';
import { ok } from '../http/envelope.ts';
import { day, text, timeZone } from '../http/fields.ts';
import { idempotent } from '../http/idempotency.ts';
import { money } from '../http/money.ts';
import { paging } from '../http/paging.ts';
import { replyLanguage } from '../http/reply-language.ts';
import { mustBeText, oneOf, required, rule } from '../http/rules.ts';
import { body, query } from '../http/validate.ts';
import { pickLanguage } from '../i18n/language.ts';

const Card = v.strictObject({
	holder_name: text(64),
	bank_name: text(64),
	card_number: v.pipe(
		v.string(mustBeText),
		v.transform((s) => s.replace(/[\s-]/g, '')),
		v.regex(/^\d{12,19}$/, rule('field_digits_range', { min: 12, max: 19 })),
		v.check(luhn, rule('field_card_number')),
	),
});
const Topup = v.strictObject({
	amount: money,
	method: oneOf(TOPUP_METHODS),
});
const Withdraw = v.strictObject({ amount: money });
const OneTopup = v.strictObject({
	id: v.pipe(v.string(required), v.regex(/^\d{1,15}$/, rule('field_id')), v.transform(Number)),
});
const Paged = v.strictObject(paging);
const Statement = v.strictObject({
	...paging,
	start: v.optional(day),
	end: v.optional(day),
	type: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,32}$/, rule('field_entry_type')))),
	// the player's zone: days and the start/end filter are read in it (default the racing zone):
	tz: v.optional(timeZone),
});

/** Runs outside the key's transaction: the top-up recorded under the key (first reply or replay) gets its checkout. */
const checkoutAfterCommit: MiddlewareHandler<AppEnv> = async (c, next) => {
	await next();
	// a 200 means the key was good and a top-up stands under it:
	const key = c.req.header('idempotency-key');
	if (c.res.status !== 200 || !key) return;
	const language = pickLanguage(c.req.header('accept-language'));
	const replayed = c.res.headers.get('idempotent-replayed');
	c.res = undefined;
	c.res = ok(c, await checkoutTopup(c.get('deps'), c.get('userId'), key, language));
	if (replayed) c.res.headers.set('idempotent-replayed', replayed);
};

// mounted under /api/user beside sign-in, so each route asks for auth itself:
export const userWalletRoutes = new Hono<AppEnv>()
	.get('/balance', requireAuth, revalidate, async (c) =>
		ok(c, amountFromCents(await balanceOf(c.get('deps').db, c.get('userId')))),
	)
	.get('/bank_card', requireAuth, async (c) => ok(c, await getCard(c.get('deps').db, c.get('userId'))))
	.post('/bank_card', requireAuth, async (c) => {
		const { db, secrets, clock } = c.get('deps');
		const card = await body(c, Card);
		return ok(c, await bindCard(db, secrets.cardKey, c.get('userId'), card, clock.now()));
	});

export const walletRoutes = new Hono<AppEnv>()
	.use(requireAuth)
	.post('/topup', checkoutAfterCommit, idempotent, async (c) => {
		const input = await body(c, Topup);
		const t = await recordTopup(c.get('deps'), c.get('userId'), input, c.get('idempotencyKey'));
		return ok(c, topupReply(t, c.get('deps').config.bankTransfer));
	})
	.get('/topups', revalidate, async (c) => {
		const { db, config } = c.get('deps');
		const page = await listTopups(db, c.get('userId'), query(c, Paged));
		return ok(c, { ...page, list: page.list.map((t) => topupReply(t, config.bankTransfer)) });
	})
	.get('/topup', async (c) => {
		const { db, config } = c.get('deps');
		const t = await findTopup(db, query(c, OneTopup).id, c.get('userId'));
		if (!t) throw new DomainError('topup_not_found');
		return ok(c, topupReply(t, config.bankTransfer));
	})
	.get('/topup_options', (c) => {
		const deps = c.get('deps');
		const { topupMin, topupMax } = deps.config.limits;
		const methods = availableMethods(deps);
		return ok(c, {
			methods,
			currency: deps.config.payments.currency,
			min: amountFromCents(topupMin),
			max: amountFromCents(topupMax),
		});
	})
	.post('/withdraw', idempotent, async (c) => {
		const input = await body(c, Withdraw);
		return ok(c, await requestWithdrawal(c.get('deps'), c.get('userId'), input.amount, c.get('idempotencyKey')));
	})
	.get('/withdrawals', revalidate, async (c) => {
		const page = await listWithdrawals(c.get('deps').db, c.get('userId'), query(c, Paged));
		return ok(c, { ...page, list: page.list.map(withdrawalView) });
	})
	.get('/statement', revalidate, async (c) => {
		const q = query(c, Statement);
		if (q.start && q.end && q.start > q.end) throw new DomainError('statement_dates_reversed');
		const { db, config } = c.get('deps');
		return ok(c, await statement(db, c.get('userId'), q.tz ?? config.timeZone, q, replyLanguage(c)));
	});
