// The bet slip's figures in integer cents, and what each pick sends: the bet form's own payload for a Single.
import { emptyBetRequest } from '../../../shared/bets/bet-request.ts';
import { type BetProblem, validateBet } from '../../../shared/bets/validate.ts';
import { amountFromCents, centsFromInput, returnCents } from '../../../shared/money/amount.ts';
import { orderPayload } from '../bets/bet-persist.ts';
import type { RaceCard, Runner, Silks } from '../races/race-card-model.ts';

export const SINGLE_WIN = 1;
export const SINGLE_PLACE = 2;
/** A Win pick made Each Way goes as this type: a win and a place bet, twice the stake (docs/bets.md). */
const EACH_WAY = 9;

/** A Win or Place bet on one runner, as it was tapped on the race card. */
export interface SlipPick {
	race_id: number;
	event_id: number | null;
	code: string;
	meetings: string;
	raceNo: number;
	day: string;
	start_time: string;
	horse_id: number;
	name: string;
	bet_type: typeof SINGLE_WIN | typeof SINGLE_PLACE;
	/** Per $1 as the card last showed it; null once it is no longer offered (e.g. scratched). */
	price: number | null;
	silks?: Silks | undefined;
	/** A Win pick's Place price, while the race pays places: what makes it a candidate for Each Way. */
	place_price?: number | null;
	/** A Win pick the player made Each Way. */
	each_way?: boolean;
}

/** The bet type a pick goes as. */
const pickType = (p: Pick<SlipPick, 'bet_type' | 'each_way'>) => (p.each_way ? EACH_WAY : p.bet_type);

/** A Win pick can go Each Way while its race pays places (the card shows a Place price). */
export const canEachWay = (p: SlipPick) => p.bet_type === SINGLE_WIN && p.place_price != null;

/** The pick a price on this race card stands for. */
export const cardPick = (card: RaceCard, r: Runner, betType: SlipPick['bet_type'], price: number): SlipPick => ({
	race_id: card.race_id,
	event_id: card.event_id ?? null,
	code: card.code ?? '',
	meetings: card.meetings ?? '',
	raceNo: card.raceNo,
	day: card.day ?? '',
	start_time: card.start_time,
	horse_id: r.horse_id,
	name: r.name,
	bet_type: betType,
	price,
	silks: r.silks,
	...(betType === SINGLE_WIN ? { place_price: r.scratched ? null : (r.place_price ?? null) } : {}),
});

/** One pick per race, bet type and runner. */
export const pickId = (p: Pick<SlipPick, 'race_id' | 'bet_type' | 'horse_id'>) =>
	`${p.race_id}-${p.bet_type}-${p.horse_id}`;

/** The stake typed, in cents, or null while it is not a valid amount. */
export function stakeCents(text: string): number | null {
	const amount = centsFromInput(text);
	return amount.ok ? amount.cents : null;
}

/** Each pick is its own bet of the same stake; an Each Way pick is two (a win and a place), so counts twice. */
export const slipCost = (cents: number, picks: number, eachWay = 0) => cents * (picks + eachWay);

/** What a pick would return at the stake if its runner wins: Each Way, both halves; null without a price. */
export function pickReturn(cents: number, p: SlipPick): number | null {
	if (p.price === null) return null;
	const win = returnCents(cents, p.price);
	if (!p.each_way) return win;
	return p.place_price == null ? null : win + returnCents(cents, p.place_price);
}

/** The bet form's payload for one pick: bet_type 1, 2 or 9 (Each Way), the race, `horse: [id]`, the stake (per
 * half for Each Way, as the form's) and the day. */
export function pickPayload(pick: SlipPick, stake: string): Record<string, unknown> {
	const { event_id, code, meetings, raceNo, race_id } = pick;
	const form = { ...emptyBetRequest(), event_id, code, meetings, raceNo, race_id, horse: [pick.horse_id] };
	return orderPayload({ betType: pickType(pick), form, amountText: stake, day: pick.day });
}

/** What is wrong with the stake, by the bet form's own rules (limits included), or null. */
export function stakeProblem(text: string): BetProblem | null {
	const trimmed = text.trim();
	const cents = stakeCents(trimmed);
	const betAmount = cents !== null ? amountFromCents(cents) : trimmed ? Number(trimmed) : null;
	const form = { ...emptyBetRequest(), race_id: 1, horse: [1], betAmount };
	const problem = validateBet(form, SINGLE_WIN).find((p) => p.field === 'betAmount');
	// text Number() reads but the stake box does not ('1e3', ' 5 5'):
	return (
		problem ?? (cents === null ? { code: 'amountInvalid', key: 'bet.err.amountInvalid', field: 'betAmount' } : null)
	);
}

/** The picks with the prices this card shows now (none for a scratched runner), or null when none changed. */
export function followCard(picks: readonly SlipPick[], card: RaceCard): SlipPick[] | null {
	let changed = false;
	const next = picks.map((p) => {
		const runner = p.race_id === card.race_id ? card.runners.find((r) => r.horse_id === p.horse_id) : undefined;
		if (!runner) return p;
		const price = runner.scratched
			? null
			: ((p.bet_type === SINGLE_WIN ? runner.win_price : runner.place_price) ?? null);
		const place = p.bet_type === SINGLE_WIN && !runner.scratched ? (runner.place_price ?? null) : null;
		if (price === p.price && (p.bet_type !== SINGLE_WIN || place === (p.place_price ?? null))) return p;
		changed = true;
		// a race that stopped paying places takes Each Way with it:
		return {
			...p,
			price,
			...(p.bet_type === SINGLE_WIN ? { place_price: place, each_way: !!p.each_way && place !== null } : {}),
		};
	});
	return changed ? next : null;
}
