// The cashier's routes: top-ups found by reference, player or amount and approved or rejected;
// withdrawals paid or rejected, the card number shown on demand. All of it audited.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps.ts';
import { searchTopups, searchWithdrawals, withdrawalCard } from '../../domain/staff/money.ts';
import { approveTopup, findTopup, rejectTopup } from '../../domain/wallet/topups.ts';
import { payWithdrawal, playerOfWithdrawal, rejectWithdrawal } from '../../domain/wallet/withdrawals.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { paging } from '../../http/paging.ts';
import { maxChars, mustBeText } from '../../http/rules.ts';
import { staffRole, staffSession } from '../../http/staff-auth.ts';
import { query } from '../../http/validate.ts';
import { auditedDecision } from './audited-decision.ts';
import { WithNote, WithReason } from './fields.ts';

const Search = v.strictObject({
	...paging,
	q: v.optional(v.pipe(v.string(mustBeText), maxChars(64))),
	status: v.optional(v.picklist(['pending', 'approved', 'rejected', 'failed', 'paid'])),
});

const userOfWithdrawal = (deps: Deps, id: number) => playerOfWithdrawal(deps.db, id);

const topupOwner = async (deps: Deps, id: number) => (await findTopup(deps.db, id))?.user_id ?? null;
const topupDetail = (t: { amount: unknown; reference: unknown }) => ({ amount: t.amount, reference: t.reference });
const withdrawalDetail = (w: { amount: unknown }) => ({ amount: w.amount });

export const staffMoneyRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('cashier'))
	.get('/topups', async (c) => ok(c, await searchTopups(c.get('deps').db, query(c, Search))))
	.post(
		'/topups/:id/approve',
		auditedDecision({
			action: 'topup.approve',
			kind: 'topup',
			form: WithNote,
			playerOf: topupOwner,
			run: (deps, id, staff) => approveTopup(deps, id, staff),
			describe: topupDetail,
		}),
	)
	.post(
		'/topups/:id/reject',
		auditedDecision({
			action: 'topup.reject',
			kind: 'topup',
			form: WithReason,
			playerOf: topupOwner,
			run: (deps, id, staff, reason) => rejectTopup(deps, id, staff, reason),
			describe: topupDetail,
		}),
	)
	.get('/withdrawals', async (c) => ok(c, await searchWithdrawals(c.get('deps').db, query(c, Search))))
	.post(
		'/withdrawals/:id/card',
		auditedDecision({
			action: 'withdrawal.card_view',
			kind: 'withdrawal',
			form: WithNote,
			playerOf: userOfWithdrawal,
			run: (deps, id) => withdrawalCard(deps.db, deps.secrets.cardKey, id),
			// the audit records that the number was seen, never the number:
			describe: () => null,
		}),
	)
	.post(
		'/withdrawals/:id/pay',
		auditedDecision({
			action: 'withdrawal.pay',
			kind: 'withdrawal',
			form: WithNote,
			playerOf: userOfWithdrawal,
			run: (deps, id, staff) => payWithdrawal(deps, id, staff),
			describe: withdrawalDetail,
		}),
	)
	.post(
		'/withdrawals/:id/reject',
		auditedDecision({
			action: 'withdrawal.reject',
			kind: 'withdrawal',
			form: WithReason,
			playerOf: userOfWithdrawal,
			run: (deps, id, staff, reason) => rejectWithdrawal(deps, id, staff, reason),
			describe: withdrawalDetail,
		}),
	);
