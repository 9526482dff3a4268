// Self-exclusion: no betting, top-ups, shop or chat until it ends. There is no way to lift it early;
// choosing a longer period extends it, a shorter one is refused.
import type { Db } from '../../db/db.ts';
import { DomainError } from '../errors.ts';
import { record } from './audit.ts';
import { exclusionEnd, lockPlayer } from './player.ts';

export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
const CONFIRM_WORD = 'EXCLUDE';

/** The end of a period starting now; null for permanent. */
function exclusionUntil(period: ExclusionPeriod, now: Date): Date | null {
	const t = new Date(now);
	if (period === '24h') t.setTime(t.getTime() + 86_400_000);
	else if (period === '7d') t.setTime(t.getTime() + 7 * 86_400_000);
	else if (period === '30d') t.setTime(t.getTime() + 30 * 86_400_000);
	else if (period === '6m') t.setUTCMonth(t.getUTCMonth() + 6);
	else return null;
	return t;
}

export async function selfExclude(db: Db, userId: number, period: ExclusionPeriod, confirm: string, now: Date) {
	if (confirm.trim() !== CONFIRM_WORD) throw new DomainError('exclusion_confirm', { word: CONFIRM_WORD });
	return db.tx(async (tx) => {
		const p = await lockPlayer(tx, userId, now);
		const current = exclusionEnd(p, now);
		const until = exclusionUntil(period, now);
		if (current === 'permanent') throw new DomainError('exclusion_already_permanent');
		if (current && until && until.toISOString() <= current) {
			throw new DomainError('exclusion_only_extend', { until: current });
		}
		await tx.query(
			'UPDATE safer_players SET excluded_until = $2, excluded_permanent = $3, updated_at = $4 WHERE user_id = $1',
			[userId, until, until === null, now],
		);
		const next = until ? until.toISOString() : 'permanent';
		await record(tx, userId, { what: `self-exclusion ${period}`, old: current, new: next, effectiveAt: now }, now);
		return next;
	});
}
