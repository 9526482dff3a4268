// `npm run admin -- settle`: one simulator tick now: close due races, declare results, settle orders.
import type { Deps } from '../deps.ts';
import { tick } from '../sim/tick.ts';

export async function settleNow(deps: Deps) {
	const report = await tick(deps);
	if (!report) return { ok: false, output: 'another process is settling right now; try again shortly' };
	return { ok: true, output: report };
}
