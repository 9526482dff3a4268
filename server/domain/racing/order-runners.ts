// The runners an order picked, by name, leg by leg: the order list reads a bet back as the player made it.
import type { Selections } from '../../../shared/bets/bet-request.ts';
import type { BetType } from '../../../shared/bets/bet-types.ts';
import type { Lang } from '../../i18n/language.ts';
import { runnerIn } from './local-names.ts';

export interface RunnerName {
	horse_id: number;
	name: string;
	scratched: boolean;
}

const field = (lang: Lang, race: string) =>
	`(SELECT json_agg(json_build_object('horse_id', h.horse_id, 'name', ${runnerIn(lang, 'h')}, 'scratched', h.scratched))
		FROM runners h WHERE h.race_id = ${race})`;

/** Every runner of each leg's race in `lang`, as JSON beside the order row (`pickedRunners` keeps the picked ones). */
export const runnerNames = (lang: Lang) =>
	`, ${field(lang, 'o.race_id')} AS runners1, ${field(lang, 'o.race_id2')} AS runners2`;

/** The runners picked in one leg (the second leg of a double reads `horse2` only), in number order. */
export function pickedRunners(
	type: BetType,
	selections: Partial<Selections>,
	field: readonly RunnerName[] | null,
	leg: 1 | 2,
): RunnerName[] {
	const picked = new Set(
		type.selections
			.filter((s) => (s.field === 'horse2') === (leg === 2))
			.flatMap((s) => selections[s.field] ?? [])
			.map(Number),
	);
	return (field ?? [])
		.filter((r) => picked.has(r.horse_id))
		.sort((a, b) => a.horse_id - b.horse_id)
		.map(({ horse_id, name, scratched }) => ({ horse_id, name, scratched }));
}
