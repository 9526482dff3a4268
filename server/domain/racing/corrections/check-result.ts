// A result given by staff or a feed, checked against the race's field before any money moves.

import { DomainError } from '../../errors.ts';
import type { RaceResult } from '../../tote/race-result.ts';
import type { LockedRace } from './lock-race.ts';

const invalid = (problem: string) => new DomainError('result_invalid', { problem });

export function checkResult(race: LockedRace, finish: number[][], scratched: number[], placesPaid: number): RaceResult {
	const field = new Set(race.runners.map((h) => h.horse_id));
	const seen = new Set<number>();
	const out = new Set(scratched);
	for (const id of [...finish.flat(), ...scratched])
		if (!field.has(id)) throw new DomainError('runner_not_found', { runner: id });
	if (!finish.length || finish.some((g) => !g.length))
		throw invalid('the finish needs at least one runner in each place');
	for (const id of finish.flat()) {
		if (seen.has(id)) throw invalid(`runner ${id} is placed twice`);
		if (out.has(id)) throw invalid(`runner ${id} is scratched`);
		seen.add(id);
	}
	return { finish, scratched: [...out].sort((a, b) => a - b), abandoned: false, placesPaid };
}

const sorted = (ids: readonly (number | string)[]) => ids.map(Number).sort((a, b) => a - b);
const key = (r: RaceResult) => JSON.stringify([r.abandoned, r.finish.map(sorted), sorted(r.scratched)]);

export const sameResult = (a: RaceResult, b: RaceResult) => key(a) === key(b);

/** The same finishing order, dead heats in any order within their place. */
export const sameFinish = (
	a: readonly (readonly (number | string)[])[],
	b: readonly (readonly (number | string)[])[],
) => JSON.stringify(a.map(sorted)) === JSON.stringify(b.map(sorted));
