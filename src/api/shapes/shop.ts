// The shop's replies: the catalogue and a purchase.
import { array, boolean, looseObject, number, string } from 'valibot';
import { amount, page, when } from './common.ts';

export const shopItemsShape = looseObject({
	list: array(
		looseObject({
			id: number(),
			name: string(),
			description: string(),
			price: amount,
			stock: number(),
			sold_out: boolean(),
			glyph: string(),
		}),
	),
});

export const purchaseShape = looseObject({
	id: number(),
	item: looseObject({ id: number(), name: string(), glyph: string() }),
	quantity: number(),
	unit_price: amount,
	total: amount,
	created_at: when,
});

export const purchasePage = page(purchaseShape);
