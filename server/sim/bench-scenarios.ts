// Load-test scenarios for scripts/bench-api.ts: a race far enough ahead to stay open through the
// run, and enough money on the demo player's wallet for every order the run can send.
import type { Deps } from '../deps.ts';
import { dayOf } from '../domain/racing/time.ts';
import { approveTopup, requestTopup } from '../domain/wallet/topups.ts';

export async function racingBenchScenarios(deps: Deps, userName = 'demo') {
	const now = deps.clock.now();
	const { rows } = await deps.db.query<{ id: number; meeting_id: number; horse_id: number; user_id: number }>(
		`SELECT r.id, r.meeting_id, h.horse_id, (SELECT id FROM users WHERE user_name = $2) AS user_id
		 FROM races r JOIN runners h ON h.race_id = r.id AND NOT h.scratched
		 WHERE r.status = 'open' AND r.start_time > $1 ORDER BY r.start_time, h.horse_id LIMIT 1`,
		[new Date(now.getTime() + 3_600_000), userName],
	);
	const race = rows[0];
	if (!race) throw new Error('no race open an hour from now: is the simulator generating cards?');
	const topup = await requestTopup(deps, race.user_id, 100_000_00, 'bank_transfer', `bench-${now.getTime()}`);
	await approveTopup(deps, topup.id, 'bench');
	const bet = { bet_type: 1, race_id: race.id, event_id: race.meeting_id, horse: [race.horse_id], betAmount: 1 };
	const day = dayOf(now, deps.config.timeZone);
	return [
		{ name: 'place-order', method: 'POST' as const, path: '/api/order/place-order', body: bet, idempotent: true },
		{ name: 'day_table', method: 'GET' as const, path: `/api/events/day_table?day=${day}&event_type=Races` },
		{ name: 'races', method: 'GET' as const, path: '/api/events/races' },
	];
}
