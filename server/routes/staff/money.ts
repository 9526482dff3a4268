// The cashier's routes: top-ups found by reference, player or amount and approved or rejected;
// withdrawals paid or rejected, the card number shown on demand. All of it audited.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps.ts';
import { audited } from '../../domain/staff/audited.ts';
import { searchTopups, searchWithdrawals, withdrawalCard } from '../../domain/staff/money.ts';
import { approveTopup, findTopup, rejectTopup } from '../../domain/wallet/topups.ts';
import { payWithdrawal, rejectWithdrawal } from '../../domain/wallet/withdrawals.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { paging } from '../../http/paging.ts';
import { maxChars, mustBeText } from '../../http/rules.ts';
import { actorOf, staffRole, staffSession } from '../../http/staff-auth.ts';
import { body, query } from '../../http/validate.ts';
import { idParam, WithNote, WithReason } from './fields.ts';

const Search = v.strictObject({
	...paging,
	q: v.optional(v.pipe(v.string(mustBeText), maxChars(64))),
	status: v.optional(v.picklist(['pending', 'approved', 'rejected', 'failed', 'paid'])),
});

const userOfWithdrawal = async (deps: Deps, id: number) =>
	(await deps.db.query<{ user_id: number }>('SELECT user_id FROM withdrawals WHERE id = $1', [id])).rows[0]?.user_id ??
	null;

export const staffMoneyRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('cashier'))
	.get('/topups', async (c) => ok(c, await searchTopups(c.get('deps').db, query(c, Search))))
	.post('/topups/:id/approve', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const { reason } = await body(c, WithNote);
		const playerId = (await findTopup(deps.db, id))?.user_id ?? null;
		const what = { action: 'topup.approve', playerId, target: `topup:${id}`, reason };
		return ok(
			c,
			await audited(
				deps,
				actorOf(c),
				what,
				() => approveTopup(deps, id, actorOf(c).name),
				(t) => ({ amount: t.amount, reference: t.reference }),
			),
		);
	})
	.post('/topups/:id/reject', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const { reason } = await body(c, WithReason);
		const playerId = (await findTopup(deps.db, id))?.user_id ?? null;
		const what = { action: 'topup.reject', playerId, target: `topup:${id}`, reason };
		return ok(
			c,
			await audited(
				deps,
				actorOf(c),
				what,
				() => rejectTopup(deps, id, actorOf(c).name, reason),
				(t) => ({ amount: t.amount, reference: t.reference }),
			),
		);
	})
	.get('/withdrawals', async (c) => ok(c, await searchWithdrawals(c.get('deps').db, query(c, Search))))
	.post('/withdrawals/:id/card', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const { reason } = await body(c, WithNote);
		const what = {
			action: 'withdrawal.card_view',
			playerId: await userOfWithdrawal(deps, id),
			target: `withdrawal:${id}`,
			reason,
		};
		// the audit records that the number was seen, never the number:
		return ok(
			c,
			await audited(
				deps,
				actorOf(c),
				what,
				() => withdrawalCard(deps.db, deps.secrets.cardKey, id),
				() => null,
			),
		);
	})
	.post('/withdrawals/:id/pay', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const { reason } = await body(c, WithNote);
		const what = {
			action: 'withdrawal.pay',
			playerId: await userOfWithdrawal(deps, id),
			target: `withdrawal:${id}`,
			reason,
		};
		return ok(
			c,
			await audited(
				deps,
				actorOf(c),
				what,
				() => payWithdrawal(deps, id, actorOf(c).name),
				(w) => ({ amount: w.amount }),
			),
		);
	})
	.post('/withdrawals/:id/reject', async (c) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const { reason } = await body(c, WithReason);
		const what = {
			action: 'withdrawal.reject',
			playerId: await userOfWithdrawal(deps, id),
			target: `withdrawal:${id}`,
			reason,
		};
		return ok(
			c,
			await audited(
				deps,
				actorOf(c),
				what,
				() => rejectWithdrawal(deps, id, actorOf(c).name, reason),
				(w) => ({ amount: w.amount }),
			),
		);
	});
