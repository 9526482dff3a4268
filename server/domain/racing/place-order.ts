// Placing a race order: the race(s) must be open, the bet must pass the same validator as the
// bet form, and the stake moves from the player's wallet to bets held in the order's transaction.
import { type BetForm, emptyBetForm, type Selections } from '../../../src/bets/bet-form.ts';
import { betTypeByIndex } from '../../../src/bets/bet-types.ts';
import { countCombinations } from '../../../src/bets/combinations.ts';
import { centsFromAmount } from '../../../src/bets/money.ts';
import { type LegInfo, validateBet } from '../../../src/bets/validate.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { placesPaid } from '../../racing/places-paid.ts';
import { betRefusal, DomainError } from '../errors.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { guardBet } from '../safer/guards.ts';
import { approxAtBetTime } from './bet-price.ts';
import { findOrder } from './orders.ts';
import { racingSettings } from './settings.ts';

export const BETS_HELD = 'bets_held';

export interface OrderInput extends Selections {
	bet_type: number;
	race_id: number | null;
	race_id2: number | null;
	event_id: number | null;
	event_id2: number | null;
	betAmount: unknown;
}

type Leg = 'first' | 'second';

const FIELDS = ['horse', 'horse2', 'horse1st', 'horse2nd', 'horse3rd', 'horse4th'] as const;

async function leg(tx: Queryable, raceId: number, eventId: number | null, now: Date, which: Leg): Promise<LegInfo> {
	// FOR SHARE: closing the race waits for this order, so every order lands in the pools it is declared from:
	const { rows } = await tx.query<{ meeting_id: number; status: string; start_time: Date }>(
		'SELECT meeting_id, status, start_time FROM races WHERE id = $1 FOR SHARE',
		[raceId],
	);
	const race = rows[0];
	if (!race) throw new DomainError('bet_race_not_found', { leg: which });
	if (eventId !== null && eventId !== race.meeting_id) throw new DomainError('bet_race_not_in_meeting', { leg: which });
	if (race.status !== 'open' || race.start_time <= now) throw new DomainError('bet_race_closed', { leg: which });
	const runners = await tx.query<{ horse_id: number; scratched: boolean }>(
		'SELECT horse_id, scratched FROM runners WHERE race_id = $1',
		[raceId],
	);
	const all = runners.rows.map((r) => r.horse_id);
	const scratched = runners.rows.filter((r) => r.scratched).map((r) => r.horse_id);
	return { runners: all, scratched, placesPaid: placesPaid(all.length - scratched.length) };
}

export async function placeOrder(deps: Deps, userId: number, input: OrderInput, idemKey: string) {
	const type = betTypeByIndex(input.bet_type);
	if (!type) throw new DomainError('bet_select_type');
	const { limits } = racingSettings(deps.config);
	const now = deps.clock.now();
	// the approximate price at bet time (receipts, order list): a read of the pools, outside the order's transaction:
	const approx = await approxAtBetTime(deps, input);
	const orderId = await deps.db.tx(async (tx) => {
		const again = await tx.query<{ id: number }>('SELECT id FROM race_orders WHERE user_id = $1 AND idem_key = $2', [
			userId,
			idemKey,
		]);
		if (again.rows[0]) return again.rows[0].id;
		const double = type.legs === 2;
		// the form's own fields decide; a single-leg type ignores whatever is left in the second leg:
		const selections = Object.fromEntries(
			FIELDS.map((f) => [f, type.selections.some((s) => s.field === f) ? input[f] : []]),
		) as unknown as Selections;
		const form: BetForm = {
			...emptyBetForm(),
			...selections,
			race_id: input.race_id,
			race_id2: double ? input.race_id2 : null,
			betAmount: input.betAmount as number | null,
		};
		const legs: [LegInfo?, LegInfo?] = [];
		if (input.race_id !== null) legs[0] = await leg(tx, input.race_id, input.event_id, now, 'first');
		if (double && input.race_id2 !== null && input.race_id2 !== input.race_id)
			legs[1] = await leg(tx, input.race_id2, input.event_id2, now, 'second');
		const problems = validateBet(form, type, { limits, legs });
		if (problems[0]) throw betRefusal(problems[0]);
		const combinations = countCombinations(type, selections);
		const amount = centsFromAmount(input.betAmount);
		if (!amount.ok) throw new DomainError('bet_amount_invalid');
		const unit = amount.cents;
		const total = combinations * unit;
		await guardBet(tx, userId, total, now);
		const { rows } = await tx.query<{ id: number }>(
			`INSERT INTO race_orders (user_id, idem_key, bet_type, race_id, race_id2, selections, combinations,
				unit_stake, total_stake, created_at, approx_price, approx_return)
			 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
			[
				...[userId, idemKey, type.index, input.race_id, form.race_id2, selections, combinations, unit, total, now],
				...[approx.price, approx.returnCents],
			],
		);
		const id = rows[0]!.id;
		const entries = [
			{ account: await playerAccount(tx, userId), amount: -total },
			{ account: await houseAccount(tx, BETS_HELD), amount: total },
		];
		await post(tx, { kind: 'bet', ref: `race_order:${id}`, memo: type.name, entries }, now);
		return id;
	});
	return findOrder(deps.db, userId, orderId);
}
