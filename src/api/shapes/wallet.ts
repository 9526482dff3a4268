// The wallet's replies: a withdrawal, a top-up (with its checkout or the account to pay), the top-up options and
// the statement's entries. Each comes with the page that reads it.
import { array, looseObject, nullable, nullish, number, string } from 'valibot';
import { amount, oneOf, page, when } from './common.ts';

export const withdrawalShape = looseObject({
	id: number(),
	amount,
	card_number: string(),
	bank_name: string(),
	status: oneOf(['pending', 'paid', 'rejected']),
	reason: nullish(string()),
	created_at: when,
	decided_at: nullish(when),
});

export const topupShape = looseObject({
	id: number(),
	amount,
	method: string(),
	status: oneOf(['pending', 'approved', 'rejected', 'failed']),
	reason: nullish(string()),
	reason_code: nullish(string()),
	created_at: when,
	reference: string(),
	checkout: nullish(looseObject({ url: string(), expires_at: nullish(string()) })),
	pay_to: nullish(
		looseObject({
			bank_name: string(),
			account_name: string(),
			account_number: string(),
			bank_code: nullable(string()),
			reference: string(),
			amount,
		}),
	),
});

export const topupOptionsShape = looseObject({ methods: array(string()), min: amount, max: amount });

export const withdrawalPage = page(withdrawalShape);
export const topupPage = page(topupShape);

export const statementPage = page(
	looseObject({
		id: number(),
		date: string(),
		time: string(),
		type: string(),
		memo: nullish(string()),
		amount,
		balance: amount,
	}),
);
