// A race card's reply (GET /events/race): what the Detail page and the bet slip read of it. Comes with that page,
// with the valibot functions the entry already carries and two more.
import { array, looseObject, nullish, number, optional, string } from 'valibot';
import { id } from '../reply-check.ts';
import { amount, when } from './common.ts';
import { raceStatus } from './races.ts';

const price = nullish(amount);

export const raceCardShape = looseObject({
	race_id: id,
	raceNo: number(),
	meetings: string(),
	start_time: when,
	status: raceStatus,
	runners: array(looseObject({ horse_id: id, name: string(), win_price: price, place_price: price })),
	result: nullish(looseObject({ finish: array(array(id)) })),
	dividends: nullish(array(looseObject({ pool: string(), combo: array(id), dividend: amount }))),
	prices_at: optional(when),
	pools: optional(looseObject({ win: amount, place: amount })),
});
