// The demo crowd's bets on one race, worked out without the database from the race's seed and field: every bet
// type, the favourites backed most, the exotic pools a tote-like share of the Win pool, and the bets arriving
// faster as the jump nears. The same race and field always give the same plan.
import { emptySelections, type Selections } from '../../shared/bets/bet-request.ts';
import { betTypeByIndex } from '../../shared/bets/bet-types.ts';
import { countCombinations } from '../../shared/bets/combinations.ts';
import { mulberry32 } from '../domain/tote/prng.ts';

export interface CrowdRunner {
	horse_id: number;
	odds: number;
}

export interface CrowdBet {
	/** the bet's place in the plan, part of its order key */
	n: number;
	/** seconds before the jump the bet arrives */
	before: number;
	bet_type: number;
	selections: Selections;
	/** the double's second leg: the meeting's next race */
	race_id2: number | null;
	unitCents: number;
	totalCents: number;
}

/** How long before the jump the crowd starts betting a race. */
export const CROWD_WINDOW_SECONDS = 3600;
const MIN_UNIT = 50;

// each pool's money as a share of the Win pool, as a tote's turnover splits:
const SHARE = {
	place: 0.45,
	quinella: 0.35,
	exacta: 0.4,
	trifecta: 0.5,
	first4: 0.25,
	doubleWin: 0.1,
	doublePlace: 0.06,
};

const byForm = (field: readonly CrowdRunner[]) =>
	[...field].sort((a, b) => a.odds - b.odds || a.horse_id - b.horse_id).map((r) => r.horse_id);

/** Picks runners by weight, the favourites more often; the same runner may come up again. */
function weightedPick(field: readonly CrowdRunner[], random: () => number): number {
	// the crowd leans on the favourites harder than their chances alone:
	const weights = field.map((r) => (1 / Math.max(r.odds, 1.01)) ** 1.4);
	let pick = random() * weights.reduce((a, b) => a + b, 0);
	let i = 0;
	while (i < field.length - 1 && pick >= weights[i]!) pick -= weights[i++]!;
	return field[i]!.horse_id;
}

/** The crowd's plan for a race with this seed and field (scratched runners left out); `next` is the double's leg. */
export function crowdPlan(
	seed: number,
	field: readonly CrowdRunner[],
	next?: { race_id: number; field: readonly CrowdRunner[] },
): CrowdBet[] {
	if (field.length < 2) return [];
	const random = mulberry32(seed ^ 0x2c1b3c6d);
	const fav = byForm(field);
	const top = (k: number) => fav.slice(0, Math.min(k, fav.length));
	const winCents = (1000 + Math.floor(random() * 3000)) * 100;
	const out: CrowdBet[] = [];
	const add = (type: number, poolCents: number, picks: Partial<Selections>, race_id2: number | null = null) => {
		const selections = { ...emptySelections(), ...picks };
		const combinations = countCombinations(betTypeByIndex(type)!, selections);
		if (!combinations) return;
		const noise = 0.6 + random() * 0.8;
		const unitCents = Math.max(MIN_UNIT, Math.floor((poolCents * noise) / combinations / 10) * 10);
		const before = Math.max(5, Math.round(CROWD_WINDOW_SECONDS * random() ** 2));
		const totalCents = unitCents * combinations;
		out.push({ n: out.length, before, bet_type: type, selections, race_id2, unitCents, totalCents });
	};
	// the favourites carry most of the Win and Place money, and a punt or two lands further down the field:
	add(1, winCents * 0.4, { horse: top(1) });
	add(1, winCents * 0.25, { horse: fav.slice(1, 2) });
	add(1, winCents * 0.2, { horse: [weightedPick(field, random)] });
	add(9, winCents * 0.08, { horse: [weightedPick(field, random)] });
	const places = fav.length >= 5;
	if (places) {
		add(2, winCents * SHARE.place * 0.6, { horse: top(1) });
		add(2, winCents * SHARE.place * 0.4, { horse: [weightedPick(field, random)] });
	}
	const q = winCents * SHARE.quinella;
	add(3, q * 0.4, { horse: top(3) });
	// the whole field boxed at the least unit, so the first two home are always backed:
	add(4, 0, { horse: fav });
	add(12, q * 0.3, { horse1st: top(1), horse2nd: fav.slice(1, 5) });
	const e = winCents * SHARE.exacta;
	add(5, e * 0.4, { horse1st: top(2), horse2nd: top(4) });
	add(5, 0, { horse1st: fav, horse2nd: fav });
	add(13, e * 0.3, { horse1st: top(1), horse2nd: fav.slice(1, 6) });
	if (fav.length >= 3) {
		const t = winCents * SHARE.trifecta;
		add(6, t * 0.3, { horse1st: top(2), horse2nd: top(4), horse3rd: top(6) });
		add(7, 0, { horse: top(10) });
		add(14, t * 0.3, { horse1st: top(1), horse2nd: fav.slice(1, 6) });
	}
	if (fav.length >= 4) {
		const f = winCents * SHARE.first4;
		add(8, f * 0.5, { horse1st: top(6), horse2nd: top(6), horse3rd: top(6), horse4th: top(6) });
		add(15, f * 0.4, { horse1st: top(1), horse2nd: fav.slice(1, 6) });
	}
	if (next && next.field.length >= 2) {
		const leg2 = byForm(next.field);
		add(10, winCents * SHARE.doubleWin, { horse: top(3), horse2: leg2.slice(0, 3) }, next.race_id);
		if (places && leg2.length >= 5)
			add(11, winCents * SHARE.doublePlace, { horse: top(3), horse2: leg2.slice(0, 3) }, next.race_id);
	}
	return out;
}
