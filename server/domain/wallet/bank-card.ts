// The player's bank card: the full number is kept encrypted (AES-256-GCM) and only ever shown masked.
import type { Queryable } from '../../db/db.ts';
import { seal } from './card-crypto.ts';

export interface CardInput {
	holder_name: string;
	bank_name: string;
	card_number: string;
}

/** Luhn checksum over a string of digits. */
export function luhn(digits: string): boolean {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = digits.charCodeAt(digits.length - 1 - i) - 48;
		if (i % 2 === 1) {
			d *= 2;
			if (d > 9) d -= 9;
		}
		sum += d;
	}
	return sum % 10 === 0;
}

interface CardRow {
	holder_name: string;
	bank_name: string;
	last4: string;
	updated_at: Date;
}

const view = (r: CardRow) => ({
	holder_name: r.holder_name,
	bank_name: r.bank_name,
	card_number: `**** **** **** ${r.last4}`,
	updated_at: r.updated_at.toISOString(),
});

export async function getCard(db: Queryable, userId: number) {
	const { rows } = await db.query<CardRow>(
		'SELECT holder_name, bank_name, last4, updated_at FROM bank_cards WHERE user_id = $1',
		[userId],
	);
	return rows[0] ? view(rows[0]) : null;
}

export async function bindCard(db: Queryable, key: Buffer, userId: number, card: CardInput, now: Date) {
	const row = {
		holder_name: card.holder_name,
		bank_name: card.bank_name,
		last4: card.card_number.slice(-4),
		updated_at: now,
	};
	await db.query(
		`INSERT INTO bank_cards (user_id, holder_name, bank_name, last4, number_enc, updated_at)
		 VALUES ($1, $2, $3, $4, $5, $6)
		 ON CONFLICT (user_id) DO UPDATE SET holder_name = $2, bank_name = $3, last4 = $4, number_enc = $5, updated_at = $6`,
		[userId, row.holder_name, row.bank_name, row.last4, seal(key, card.card_number), now],
	);
	return view(row);
}
