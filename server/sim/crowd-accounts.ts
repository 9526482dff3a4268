// The demo crowd's bettors: users rows marked `crowd` (so no player list, sign-in or invitation finds them), with
// wallets the house funds from house:crowd through the ledger before they bet, so the audit balances as for anyone.
import type { Queryable } from '../db/db.ts';
import { houseAccount, playerAccount, post } from '../domain/ledger.ts';

/** How many bettors the crowd's bets are shared over. */
const CROWD_BETTORS = 12;
// what a bettor is funded up to beyond its next bets, so most steps post nothing:
const FLOAT_CENTS = 20_000_00;

/** The crowd's user ids, made on first use; the names hold a hyphen, which no player's name may. */
export async function crowdIds(db: Queryable, now: Date): Promise<number[]> {
	const names = Array.from({ length: CROWD_BETTORS }, (_, i) => `crowd-${String(i + 1).padStart(2, '0')}`);
	const found = await db.query<{ id: number }>('SELECT id FROM users WHERE crowd ORDER BY id');
	if (found.rows.length >= CROWD_BETTORS) return found.rows.slice(0, CROWD_BETTORS).map((r) => Number(r.id));
	await db.query(
		`INSERT INTO users (user_name, phone, password_hash, invite_code, created_at, crowd)
		 SELECT n, '+10000000000', '!', upper(n), $2, true FROM unnest($1::text[]) AS n
		 ON CONFLICT DO NOTHING`,
		[names, now],
	);
	const made = await db.query<{ id: number }>('SELECT id FROM users WHERE crowd ORDER BY id');
	return made.rows.map((r) => Number(r.id));
}

/** Tops up each bettor whose wallet is short of what it is about to stake, from house:crowd. */
export async function fundCrowd(tx: Queryable, needs: ReadonlyMap<number, number>, ref: string, now: Date) {
	if (!needs.size) return;
	const { rows } = await tx.query<{ user_id: number; balance: number }>(
		'SELECT user_id, balance FROM accounts WHERE code = ANY($1::text[])',
		[[...needs.keys()].map((id) => `wallet:${id}`)],
	);
	const balances = new Map(rows.map((r) => [Number(r.user_id), Number(r.balance)]));
	for (const [userId, cents] of [...needs].sort((a, b) => a[0] - b[0])) {
		const short = cents - (balances.get(userId) ?? 0);
		if (short <= 0) continue;
		const amount = short + FLOAT_CENTS;
		const entries = [
			{ account: await playerAccount(tx, userId), amount },
			{ account: await houseAccount(tx, 'crowd'), amount: -amount },
		];
		await post(tx, { kind: 'crowd_fund', ref, entries }, now);
	}
}
