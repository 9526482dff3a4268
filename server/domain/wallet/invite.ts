// The invitation page: the player's code and link, who joined through it and what it earned.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';

const maskName = (name: string) =>
	name.length <= 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;

export async function invitation(db: Queryable, userId: number) {
	const me = await db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [userId]);
	const code = me.rows[0]!.invite_code;
	const invitees = await db.query<{ user_name: string; created_at: Date; referral_rewarded_at: Date | null }>(
		'SELECT user_name, created_at, referral_rewarded_at FROM users WHERE invited_by = $1 ORDER BY id DESC LIMIT 500',
		[userId],
	);
	const reward = await db.query<{ total: number }>(
		`SELECT coalesce(sum(e.amount), 0)::bigint AS total
		 FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.tx_id JOIN accounts a ON a.id = e.account_id
		 WHERE a.code = $1 AND t.kind = 'referral'`,
		[`wallet:${userId}`],
	);
	return {
		invite_code: code,
		invite_link: `/app/#/pages/login/register?invite_code=${code}`,
		invitees: invitees.rows.map((r) => ({
			user_name: maskName(r.user_name),
			joined_at: r.created_at.toISOString(),
			rewarded: r.referral_rewarded_at !== null,
		})),
		total_reward: amountFromCents(reward.rows[0]!.total),
	};
}
