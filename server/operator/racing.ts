// Racing operator commands: `settle` runs one race clock step now; `race-now <race_id>` runs one race at once.
import type { Deps } from '../deps.ts';
import { OperatorError } from '../domain/errors.ts';
import { racingSettings } from '../domain/racing/settings.ts';
import { tick } from '../sim/demo-clock.ts';

const BUSY = 'another process is settling right now; try again shortly';

export async function settleNow(deps: Deps) {
	const report = await tick(deps);
	if (!report) return { ok: false, output: BUSY };
	return { ok: true, output: report };
}

/** Starts an open race now and runs it to the end: betting closes, the result is drawn, its orders are settled. */
export async function runRaceNow(deps: Deps, raceId: number) {
	const now = deps.clock.now();
	// backdated by the result delay, so this one tick both closes the race and declares its result:
	const start = new Date(now.getTime() - racingSettings(deps.config).resultDelaySeconds * 1000);
	const moved = await deps.db.query(`UPDATE races SET start_time = $2 WHERE id = $1 AND status = 'open'`, [
		raceId,
		start,
	]);
	if (!moved.rowCount) throw new OperatorError('no open race with that id');
	const report = await tick(deps, now);
	if (!report) return { ok: false, output: BUSY };
	return { ok: true, output: report };
}
