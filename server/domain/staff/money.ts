// The cashier's desk: pending top-ups found by reference, player or amount; withdrawals with the card
// number read on demand. Decisions go through the wallet's own functions.
import { createDecipheriv } from 'node:crypto';
import { centsFromInput, amountFromCents as toAmount } from '../../../shared/money/amount.ts';
import type { Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import { DomainError } from '../errors.ts';
import { topupIdOf, topupReference } from '../wallet/topup-reference.ts';

export interface TopupSearch {
	q?: string | undefined;
	status?: string | undefined;
	page: number;
	size: number;
}

interface TopupRow {
	id: number;
	user_id: number;
	user_name: string;
	amount: number;
	method: string;
	status: string;
	reason: string | null;
	created_at: Date;
	decided_at: Date | null;
	decided_by: string | null;
}

const topupRow = (r: TopupRow) => ({
	...r,
	reference: topupReference(r.id),
	amount: toAmount(r.amount),
	created_at: r.created_at.toISOString(),
	decided_at: r.decided_at?.toISOString() ?? null,
});

/** `q` is a reference (HC0000042), an amount (25 or 25.50) or a player's name (a prefix); empty finds all. */
export function searchTopups(db: Queryable, s: TopupSearch) {
	const q = (s.q ?? '').trim();
	const id = q ? topupIdOf(q) : null;
	const amount = q ? centsFromInput(q) : null;
	const cents = amount?.ok ? amount.cents : null;
	const name = q && id === null && cents === null ? q.toLowerCase() : null;
	// a reference that fails its check digit finds nothing rather than everything:
	const badReference = /^HC\d/i.test(q) && id === null;
	const where = `WHERE ($1::text IS NULL OR t.status = $1) AND ($2::bigint IS NULL OR t.id = $2)
		AND ($3::bigint IS NULL OR t.amount = $3) AND ($4::text IS NULL OR lower(u.user_name) LIKE $4 || '%')
		AND NOT $5::boolean`;
	const from = 'FROM topups t JOIN users u ON u.id = t.user_id';
	const args = [s.status ?? null, id, cents, name, badReference];
	return queryPage<TopupRow, ReturnType<typeof topupRow>>(
		db,
		`SELECT t.id, t.user_id, u.user_name, t.amount, t.method, t.status, t.reason, t.created_at, t.decided_at,
			t.decided_by ${from} ${where} ORDER BY t.id DESC`,
		`SELECT count(*)::bigint AS n ${from} ${where}`,
		args,
		s,
		topupRow,
	);
}

interface WithdrawalRow extends Omit<TopupRow, 'method'> {
	card_masked: string;
	bank_name: string;
}

export function searchWithdrawals(db: Queryable, s: TopupSearch) {
	const q = (s.q ?? '').trim().toLowerCase() || null;
	const where = `WHERE ($1::text IS NULL OR w.status = $1) AND ($2::text IS NULL OR lower(u.user_name) LIKE $2 || '%')`;
	const from = 'FROM withdrawals w JOIN users u ON u.id = w.user_id';
	return queryPage(
		db,
		`SELECT w.id, w.user_id, u.user_name, w.amount, w.card_masked, w.bank_name, w.status, w.reason, w.created_at,
			w.decided_at, w.decided_by ${from} ${where} ORDER BY w.id DESC`,
		`SELECT count(*)::bigint AS n ${from} ${where}`,
		[s.status ?? null, q],
		s,
		(r: WithdrawalRow) => ({
			...r,
			amount: toAmount(r.amount),
			created_at: r.created_at.toISOString(),
			decided_at: r.decided_at?.toISOString() ?? null,
		}),
	);
}

function decrypt(key: Buffer, stored: string): string {
	const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
	const decipher = createDecipheriv('aes-256-gcm', key, iv!);
	decipher.setAuthTag(tag!);
	return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** The full card number a withdrawal is paid to (the card on file, which the masked digits must still match). */
export async function withdrawalCard(db: Queryable, cardKey: Buffer, withdrawalId: number) {
	const { rows } = await db.query<{
		user_id: number;
		card_masked: string;
		holder_name: string;
		bank_name: string;
		number_enc: string;
	}>(
		`SELECT w.user_id, w.card_masked, c.holder_name, c.bank_name, c.number_enc
		 FROM withdrawals w LEFT JOIN bank_cards c ON c.user_id = w.user_id WHERE w.id = $1`,
		[withdrawalId],
	);
	const r = rows[0];
	if (!r) throw new DomainError('request_not_found', { id: withdrawalId });
	const number = r.number_enc ? decrypt(cardKey, r.number_enc) : null;
	// the player changed cards since asking: paying the new card is not what they asked for
	if (!number || `**** ${number.slice(-4)}` !== r.card_masked) throw new DomainError('card_changed');
	return { user_id: r.user_id, card_number: number, holder_name: r.holder_name, bank_name: r.bank_name };
}
