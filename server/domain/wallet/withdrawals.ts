// Withdrawals: the amount moves from wallet to held at once; the operator pays it out or returns it.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { guardWithdrawal } from '../safer/guards.ts';
import { listRequests, lockPending, type RequestRow, requestView } from './requests.ts';

export interface WithdrawalRow extends RequestRow {
	card_masked: string;
	bank_name: string;
}

export const withdrawalView = (r: WithdrawalRow) => ({
	...requestView(r),
	card_number: r.card_masked,
	bank_name: r.bank_name,
});

const COLS = 'id, user_id, amount, card_masked, bank_name, status, reason, created_at, decided_at';

export async function requestWithdrawal(deps: Deps, userId: number, cents: number, key: string) {
	const { withdrawMin, withdrawMax } = deps.config.limits;
	if (cents < withdrawMin || cents > withdrawMax) {
		throw new DomainError('withdraw_amount_range', { min: withdrawMin, max: withdrawMax });
	}
	return deps.db.tx(async (tx) => {
		const again = await tx.query<WithdrawalRow>(
			`SELECT ${COLS} FROM withdrawals WHERE user_id = $1 AND idem_key = $2`,
			[userId, key],
		);
		if (again.rows[0]) return withdrawalView(again.rows[0]);
		await guardWithdrawal(tx, userId);
		const card = await tx.query<{ last4: string; bank_name: string }>(
			'SELECT last4, bank_name FROM bank_cards WHERE user_id = $1',
			[userId],
		);
		if (!card.rows[0]) throw new DomainError('bank_card_required');
		const now = deps.clock.now();
		const { rows } = await tx.query<WithdrawalRow>(
			`INSERT INTO withdrawals (user_id, amount, card_masked, bank_name, status, idem_key, created_at)
			 VALUES ($1, $2, $3, $4, 'pending', $5, $6) RETURNING ${COLS}`,
			[userId, cents, `**** ${card.rows[0].last4}`, card.rows[0].bank_name, key, now],
		);
		const w = rows[0]!;
		const entries = [
			{ account: await playerAccount(tx, userId, 'wallet'), amount: -cents },
			{ account: await playerAccount(tx, userId, 'held'), amount: cents },
		];
		await post(tx, { kind: 'withdraw', ref: `withdrawal:${w.id}`, entries }, now);
		return withdrawalView(w);
	});
}

export const listWithdrawals = (
	db: Queryable,
	userId: number | null,
	p: { page: number; size: number },
	status?: string,
) => listRequests<WithdrawalRow>(db, 'withdrawals', COLS, userId, p, status);

async function decide(deps: Deps, id: number, operator: string, outcome: 'paid' | 'rejected', reason: string | null) {
	return deps.db.tx(async (tx) => {
		const w = await lockPending<WithdrawalRow>(tx, 'withdrawals', COLS, id);
		const now = deps.clock.now();
		const to = outcome === 'paid' ? await houseAccount(tx, 'cash') : await playerAccount(tx, w.user_id, 'wallet');
		const entries = [
			{ account: await playerAccount(tx, w.user_id, 'held'), amount: -w.amount },
			{ account: to, amount: w.amount },
		];
		const kind = outcome === 'paid' ? 'withdraw_paid' : 'withdraw_returned';
		await post(tx, { kind, ref: `withdrawal:${id}`, entries }, now);
		await tx.query('UPDATE withdrawals SET status = $2, reason = $3, decided_at = $4, decided_by = $5 WHERE id = $1', [
			id,
			outcome,
			reason,
			now,
			operator,
		]);
		// the reply carries the decision's time, as the row now does:
		return withdrawalView({ ...w, status: outcome, reason, decided_at: now });
	});
}

/** The player a withdrawal belongs to; null when there is no such withdrawal. */
export const playerOfWithdrawal = async (db: Queryable, id: number) =>
	(await db.query<{ user_id: number }>('SELECT user_id FROM withdrawals WHERE id = $1', [id])).rows[0]?.user_id ?? null;

export const payWithdrawal = (deps: Deps, id: number, operator: string) => decide(deps, id, operator, 'paid', null);
export const rejectWithdrawal = (deps: Deps, id: number, operator: string, reason: string) =>
	decide(deps, id, operator, 'rejected', reason);
