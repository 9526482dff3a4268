// A race card's reply (GET /events/race): what the Detail page and the bet slip read of it. Comes with that page.
import { array, boolean, looseObject, nullable, nullish, number, optional, record, string } from 'valibot';
import { amount, when } from './common.ts';
import { raceStatus } from './races.ts';

const price = nullish(amount);

export const raceCardShape = looseObject({
	race_id: number(),
	raceNo: number(),
	meetings: string(),
	start_time: when,
	status: raceStatus,
	time_zone: nullish(string()),
	distance: nullish(number()),
	runners: array(
		looseObject({
			horse_id: number(),
			name: string(),
			scratched: optional(nullable(boolean())),
			win_price: price,
			place_price: price,
			silks: optional(looseObject({ body: string(), sleeves: string(), cap: string(), pattern: string() })),
		}),
	),
	result: nullish(looseObject({ finish: array(array(number())) })),
	dividends: nullish(array(looseObject({ pool: string(), combo: array(number()), dividend: amount }))),
	prices_at: optional(when),
	pools: optional(looseObject({ win: amount, place: amount })),
	jackpot: optional(record(string(), amount)),
});
