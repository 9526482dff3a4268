// Pari-mutuel dividends per $1, in integer cents, from a pool's total and the stakes on its winning combinations.
import type { HorseId } from '../../../shared/bets/bet-request.ts';
import type { Pool } from '../../../shared/bets/bet-types.ts';
import type { Share } from './winning-combinations.ts';

// basis points; Win, Place and Exacta per docs/bets.md, the rest at typical Australian tote rates:
export const COMMISSION_BP: Readonly<Record<Pool, number>> = {
	win: 1500,
	place: 1200,
	quinella: 1600,
	exacta: 1800,
	trifecta: 2000,
	first4: 2200,
	doubleWin: 2000,
	doublePlace: 1600,
};

// a winning combination is never paid less than the stake back:
export const MIN_DIVIDEND_CENTS = 100;

export interface WinningStake {
	combo: HorseId[];
	share: Share;
	// the pool's money on exactly this combination:
	stakeCents: number;
}

export interface PoolInput {
	pool: Pool;
	poolCents: number;
	winners: readonly WinningStake[];
	// a jackpot carried from an earlier unbacked pool of the same kind; no commission is taken on it twice:
	carriedCents?: number;
	commissionBp?: number;
}

export interface Declared {
	dividends: { combo: HorseId[]; cents: number }[];
	commissionCents: number;
	// the net pool when no one backed a winning combination; it carries to the next pool of this kind:
	jackpotCents: number;
}

/** The net pool × 10000 (kept exact): the pool less commission, plus a carried jackpot, on which no commission is taken. */
export const netPoolTimes10000 = (poolCents: number, carriedCents: number, bp: number): bigint =>
	BigInt(poolCents) * (10000n - BigInt(bp)) + BigInt(carriedCents) * 10000n;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

// nearest cent, halves up: the rounding that reproduces every tote vector in docs/bets.md:
export const roundDiv = (num: bigint, den: bigint): bigint => (2n * num + den) / (2n * den);

export function declareDividends(input: PoolInput): Declared {
	const bp = BigInt(input.commissionBp ?? COMMISSION_BP[input.pool]);
	const commissionCents = Number((BigInt(input.poolCents) * bp) / 10000n);
	const net = netPoolTimes10000(input.poolCents, input.carriedCents ?? 0, Number(bp));
	const backed = input.winners.filter((w) => w.stakeCents > 0);
	if (!backed.length) return { dividends: [], commissionCents, jackpotCents: Number(net / 10000n) };
	// put every share over one denominator so the split among backed winners is in whole units:
	const lcm = backed.reduce((l, w) => {
		const d = BigInt(w.share[1]);
		return (l * d) / gcd(l, d);
	}, 1n);
	const units = backed.map((w) => (BigInt(w.share[0]) * lcm) / BigInt(w.share[1]));
	const totalUnits = units.reduce((a, b) => a + b, 0n);
	const dividends = backed.map((w, i) => {
		const cents = roundDiv(100n * net * units[i]!, 10000n * totalUnits * BigInt(w.stakeCents));
		return { combo: w.combo, cents: Math.max(MIN_DIVIDEND_CENTS, Number(cents)) };
	});
	return { dividends, commissionCents, jackpotCents: 0 };
}
