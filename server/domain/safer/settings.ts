// What the Safer play screen shows: limits with pending changes and use so far, exclusion, reality check.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Db } from '../../db/db.ts';
import { record } from './audit.ts';
import {
	COOLING_OFF_MS,
	depositsSince,
	type LimitRow,
	PERIODS,
	type Period,
	readLimits,
	stakesSince,
	WINDOW_MS,
} from './limits.ts';
import { exclusionEnd, lockPlayer, readPlayer } from './player.ts';

export const REALITY_MINUTES = [0, 15, 30, 60] as const;

function view(rows: LimitRow[], kind: 'deposit' | 'bet', period: Period, used: number | null) {
	const r = rows.find((x) => x.kind === kind && x.period === period);
	const amount = r?.amount ?? null;
	return {
		amount: amount === null ? null : amountFromCents(amount),
		used: used === null ? null : amountFromCents(used),
		pending: r?.pending_at
			? {
					amount: r.pending_amount === null ? null : amountFromCents(r.pending_amount),
					effective_at: r.pending_at.toISOString(),
				}
			: null,
	};
}

export async function settings(db: Db, userId: number, now: Date) {
	return db.tx(async (tx) => {
		const limits = await readLimits(tx, userId, now);
		const player = await readPlayer(tx, userId);
		const since = (p: Exclude<Period, 'per_bet'>) => new Date(now.getTime() - WINDOW_MS[p]);
		const deposit: Record<string, unknown> = {};
		for (const p of PERIODS.deposit) {
			if (p !== 'per_bet') deposit[p] = view(limits, 'deposit', p, await depositsSince(tx, userId, since(p)));
		}
		return {
			limits: {
				deposit,
				bet: {
					day: view(limits, 'bet', 'day', await stakesSince(tx, userId, since('day'))),
					per_bet: view(limits, 'bet', 'per_bet', null),
				},
			},
			self_excluded_until: exclusionEnd(player, now),
			reality_check_minutes: player.reality_minutes,
			cooling_off_days: COOLING_OFF_MS / 86_400_000,
		};
	});
}

export async function setRealityCheck(db: Db, userId: number, minutes: number, now: Date) {
	await db.tx(async (tx) => {
		const p = await lockPlayer(tx, userId, now);
		await tx.query('UPDATE safer_players SET reality_minutes = $2, updated_at = $3 WHERE user_id = $1', [
			userId,
			minutes,
			now,
		]);
		const shown = (m: number) => (m ? `${m} min` : 'off');
		await record(
			tx,
			userId,
			{ what: 'reality check', old: shown(p.reality_minutes), new: shown(minutes), effectiveAt: now },
			now,
		);
	});
}
