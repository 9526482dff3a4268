// A race's finish drawn from the runners' odds, deterministic for a seed.
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import { placesPaid } from './places-paid.ts';
import { mulberry32 } from './prng.ts';
import type { RaceResult } from './race-result.ts';

export interface Runner {
	id: HorseId;
	// decimal odds, e.g. 3.5; shorter odds win more often:
	odds: number;
}

export interface GeneratorOptions {
	scratchChance?: number;
	deadHeatChance?: number;
}

// a scratching leaves at least this many starters, so a race can still be run:
const MIN_STARTERS = 2;

export function generateResult(runners: readonly Runner[], seed: number, options: GeneratorOptions = {}): RaceResult {
	const random = mulberry32(seed);
	const { scratchChance = 0.03, deadHeatChance = 0.02 } = options;
	const scratched: HorseId[] = [];
	let field = [...runners];
	for (const r of runners) {
		if (field.length > MIN_STARTERS && random() < scratchChance) {
			scratched.push(r.id);
			field = field.filter((f) => f.id !== r.id);
		}
	}
	// Plackett–Luce: pick each next finisher with weight 1/odds from those still running:
	const order: HorseId[] = [];
	while (field.length) {
		const weights = field.map((r) => 1 / Math.max(r.odds, 1.01));
		let pick = random() * weights.reduce((a, b) => a + b, 0);
		let i = 0;
		while (i < field.length - 1 && pick >= weights[i]!) pick -= weights[i++]!;
		order.push(field[i]!.id);
		field.splice(i, 1);
	}
	const finish: HorseId[][] = [];
	for (const id of order) {
		const last = finish[finish.length - 1];
		if (last && random() < deadHeatChance) last.push(id);
		else finish.push([id]);
	}
	return { finish, scratched, abandoned: false, placesPaid: placesPaid(runners.length) };
}
