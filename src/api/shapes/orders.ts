// A race order as place-order answers it and the Order page lists it: what the receipt and the order card read.
import { array, boolean, looseObject, nullish, number, optional, record, string } from 'valibot';
import { id } from '../reply-check.ts';
import { amount, page, when } from './common.ts';

export const raceOrderShape = looseObject({
	id: number(),
	created_at: when,
	bet_type: number(),
	legs: array(
		looseObject({
			race_id: id,
			meetings: string(),
			raceNo: number(),
			start_time: when,
			runners: optional(array(looseObject({ horse_id: id, name: string(), scratched: optional(boolean()) }))),
		}),
	),
	selections: record(string(), array(id)),
	total_stake: amount,
	status: string(),
	return: amount,
	approx_price: nullish(amount),
	approx_return: nullish(amount),
});

export const raceOrderPage = page(raceOrderShape);
