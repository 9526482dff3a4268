// The referral reward: paid once to the inviter, in the transaction of the invitee's first approved top-up.
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';

/** Pays the configured reward to the inviter, once, on the invitee's first approved top-up. */
export async function rewardInviter(tx: Queryable, deps: Deps, inviteeId: number, now: Date) {
	if (deps.config.referralReward <= 0) return;
	const { rows } = await tx.query<{ invited_by: number }>(
		`UPDATE users SET referral_rewarded_at = $2
		 WHERE id = $1 AND invited_by IS NOT NULL AND referral_rewarded_at IS NULL RETURNING invited_by`,
		[inviteeId, now],
	);
	if (!rows[0]) return;
	const reward = deps.config.referralReward;
	const entries = [
		{ account: await houseAccount(tx, 'promotions'), amount: -reward },
		{ account: await playerAccount(tx, rows[0].invited_by), amount: reward },
	];
	await post(tx, { kind: 'referral', ref: `referral:${inviteeId}`, entries }, now);
}
