// The sports replies: the board's events with their main market, one event's markets, and an order.
import { array, looseObject, nullable, nullish, number, string } from 'valibot';
import { amount, page, when } from './common.ts';

const market = looseObject({
	id: number(),
	kind: string(),
	name: string(),
	line: nullish(number()),
	selections: array(looseObject({ id: number(), code: string(), name: string(), odds: amount })),
});

export const sportEventShape = looseObject({
	id: number(),
	sport: string(),
	league: string(),
	home: string(),
	away: string(),
	starts_at: when,
	status: string(),
	main: nullish(market),
	markets: nullish(array(market)),
});

export const sportBoardShape = looseObject({
	list: array(sportEventShape),
	sports: array(looseObject({ code: string(), name: string() })),
});

export const sportOrderShape = looseObject({
	id: number(),
	event: looseObject({ id: number(), home: string(), away: string(), starts_at: when }),
	market: looseObject({ id: number(), kind: string(), name: string(), line: nullable(number()) }),
	selection: looseObject({ id: number(), code: string(), name: string() }),
	odds: amount,
	stake: amount,
	status: string(),
	return: amount,
	potential_return: amount,
	created_at: when,
});

export const sportOrderPage = page(sportOrderShape);
