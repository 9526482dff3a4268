// Markets of a fixture (match result, handicap, over/under) with odds, and how each selection
// fares against a final score. Pure: no database.
import { returnCents } from '../../../shared/money/amount.ts';
import { type Fixture, PLANS, seeded } from './catalog.ts';

export type MarketKind = 'match_result' | 'handicap' | 'over_under';
export type SelectionCode = 'home' | 'draw' | 'away' | 'over' | 'under';
export type Outcome = 'won' | 'lost' | 'refunded';

export interface MarketPlan {
	kind: MarketKind;
	line: number | null;
	selections: { code: SelectionCode; odds: number }[];
}

export const MARKET_NAMES: Record<MarketKind, string> = {
	match_result: 'Match result',
	handicap: 'Handicap',
	over_under: 'Over/Under',
};

// the book's margin: implied probabilities add up to 106%
const MARGIN = 1.06;
/** Decimal odds times 100 from a probability, never below 1.01. */
const price = (p: number) => Math.max(101, Math.round(100 / (p * MARGIN)));

export function marketsFor(f: Fixture): MarketPlan[] {
	const plan = PLANS[f.sport];
	const rand = seeded(`${f.genKey}:odds`);
	const draw = plan.draw ? 0.24 + rand() * 0.06 : 0;
	const home = (1 - draw) * (0.5 + f.edge);
	const away = 1 - draw - home;
	const result: MarketPlan = {
		kind: 'match_result',
		line: null,
		selections: plan.draw
			? [
					{ code: 'home', odds: price(home) },
					{ code: 'draw', odds: price(draw) },
					{ code: 'away', odds: price(away) },
				]
			: [
					{ code: 'home', odds: price(home) },
					{ code: 'away', odds: price(away) },
				],
	};
	const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
	// handicap and total lines sit near even money, with a little noise either side:
	const near = () => 0.45 + rand() * 0.1;
	const h = near();
	const o = near();
	return [
		result,
		{
			kind: 'handicap',
			line: pick(plan.handicaps),
			selections: [
				{ code: 'home', odds: price(h) },
				{ code: 'away', odds: price(1 - h) },
			],
		},
		{
			kind: 'over_under',
			line: pick(plan.totals),
			selections: [
				{ code: 'over', odds: price(o) },
				{ code: 'under', odds: price(1 - o) },
			],
		},
	];
}

/** A whole-number line that lands exactly on the score is a push: the stake comes back. */
export function outcome(
	kind: MarketKind,
	line: number | null,
	code: SelectionCode,
	home: number,
	away: number,
): Outcome {
	let winner: SelectionCode | null;
	if (kind === 'match_result') winner = home > away ? 'home' : home < away ? 'away' : 'draw';
	else if (kind === 'handicap') {
		const margin = home + (line ?? 0) - away;
		winner = margin > 0 ? 'home' : margin < 0 ? 'away' : null;
	} else {
		const total = home + away - (line ?? 0);
		winner = total > 0 ? 'over' : total < 0 ? 'under' : null;
	}
	if (winner === null) return 'refunded';
	return winner === code ? 'won' : 'lost';
}

/** What a winning stake returns (stake included), in cents, at odds kept in hundredths. */
export const winnings = (stake: number, odds: number) => returnCents(stake, odds / 100);

export function selectionName(kind: MarketKind, line: number | null, code: SelectionCode, home: string, away: string) {
	const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
	if (code === 'draw') return 'Draw';
	if (code === 'over' || code === 'under') return `${code === 'over' ? 'Over' : 'Under'} ${line}`;
	const team = code === 'home' ? home : away;
	if (kind !== 'handicap' || line === null) return team;
	return `${team} ${signed(code === 'home' ? line : -line)}`;
}
