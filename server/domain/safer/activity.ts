// Figures for the player: this session's time and net result, and money in and out by month.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';

/** Time since the session (sign-in) started and returns minus stakes of orders placed since. */
export async function sessionSummary(q: Queryable, userId: number, sessionId: string, now: Date) {
	const s = await q.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1 AND user_id = $2', [
		sessionId,
		userId,
	]);
	const started = s.rows[0]?.created_at ?? now;
	const { rows } = await q.query<{ stakes: string; returns: string; orders: string }>(
		`SELECT sum(stake) AS stakes, sum(ret) AS returns, count(*) AS orders FROM (
			SELECT total_stake AS stake, return_cents AS ret FROM race_orders WHERE user_id = $1 AND created_at >= $2
			UNION ALL
			SELECT stake, payout FROM sport_orders WHERE user_id = $1 AND created_at >= $2) o`,
		[userId, started],
	);
	const stakes = Number(rows[0]?.stakes ?? 0);
	const returns = Number(rows[0]?.returns ?? 0);
	return {
		started_at: started.toISOString(),
		seconds_played: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
		orders: Number(rows[0]?.orders ?? 0),
		stakes: amountFromCents(stakes),
		returns: amountFromCents(returns),
		net: amountFromCents(returns - stakes),
	};
}

const month = (d: Date) => d.toISOString().slice(0, 7);

/** The last `months` calendar months (operator's time zone), newest first, zero months included. */
export async function activity(q: Queryable, userId: number, months: number, timeZone: string, now: Date) {
	const { rows } = await q.query<{ month: string; kind: string; total: string }>(
		`SELECT to_char(e.created_at AT TIME ZONE $3, 'YYYY-MM') AS month, t.kind, sum(e.amount) AS total
		 FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.tx_id
		 WHERE a.code = $1 AND e.created_at >= $2
		 GROUP BY 1, 2`,
		[`wallet:${userId}`, new Date(now.getTime() - (months + 1) * 31 * 86_400_000), timeZone],
	);
	const local = new Date(now.toLocaleString('en-US', { timeZone }));
	const list = [];
	for (let i = 0; i < months; i++) {
		const m = month(new Date(Date.UTC(local.getFullYear(), local.getMonth() - i, 1)));
		const sum = (kinds: string[]) =>
			rows.filter((r) => r.month === m && kinds.includes(r.kind)).reduce((n, r) => n + Number(r.total), 0);
		list.push({
			month: m,
			deposits: amountFromCents(sum(['topup'])),
			withdrawals: amountFromCents(-sum(['withdraw', 'withdraw_returned'])),
			stakes: amountFromCents(-sum(['bet', 'sport_bet'])),
			returns: amountFromCents(sum(['bet_settle', 'sport_win', 'sport_refund'])),
		});
	}
	return { list };
}
