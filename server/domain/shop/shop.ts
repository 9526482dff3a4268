// The shop: a catalogue, and purchases that take stock and money in one transaction.
// Stock moves only through a conditional UPDATE, so concurrent buyers can never oversell.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { queryPage } from '../../db/query-page.ts';
import { DomainError } from '../errors.ts';
import { houseAccount, playerAccount, post } from '../ledger.ts';
import { guardExcluded } from '../safer/guards.ts';

export const MAX_QUANTITY = 10;

interface ItemRow {
	id: number;
	code: string;
	name: string;
	description: string;
	price: number;
	stock: number;
	glyph: string;
}

interface PurchaseRow {
	id: number;
	item_id: number;
	name: string;
	glyph: string;
	quantity: number;
	unit_price: number;
	total: number;
	created_at: Date;
}

const itemView = (r: ItemRow) => ({
	id: r.id,
	code: r.code,
	name: r.name,
	description: r.description,
	price: amountFromCents(r.price),
	stock: r.stock,
	sold_out: r.stock === 0,
	glyph: r.glyph,
});

const purchaseView = (r: PurchaseRow) => ({
	id: r.id,
	item: { id: r.item_id, name: r.name, glyph: r.glyph },
	quantity: r.quantity,
	unit_price: amountFromCents(r.unit_price),
	total: amountFromCents(r.total),
	created_at: r.created_at.toISOString(),
});

const ITEM_COLS = 'id, code, name, description, price, stock, glyph';
const PURCHASE_SQL = `SELECT p.id, p.item_id, i.name, i.glyph, p.quantity, p.unit_price, p.total, p.created_at
	FROM shop_purchases p JOIN shop_items i ON i.id = p.item_id`;
const COUNT = 'SELECT count(*)::bigint AS n FROM shop_purchases WHERE user_id = $1';

export async function listItems(db: Queryable) {
	const { rows } = await db.query<ItemRow>(`SELECT ${ITEM_COLS} FROM shop_items ORDER BY sort, id`);
	return rows.map(itemView);
}

export async function buy(db: Db, now: Date, userId: number, itemId: number, quantity: number, key: string) {
	return db.tx(async (tx) => {
		const again = await tx.query<PurchaseRow>(`${PURCHASE_SQL} WHERE p.user_id = $1 AND p.idem_key = $2`, [
			userId,
			key,
		]);
		if (again.rows[0]) return purchaseView(again.rows[0]);
		await guardExcluded(tx, userId, now);
		const taken = await tx.query<{ price: number }>(
			'UPDATE shop_items SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING price',
			[itemId, quantity],
		);
		const price = taken.rows[0]?.price;
		if (price === undefined) {
			const found = await tx.query<{ stock: number }>('SELECT stock FROM shop_items WHERE id = $1', [itemId]);
			const item = found.rows[0];
			if (!item) throw new DomainError('item_not_found');
			if (item.stock === 0) throw new DomainError('sold_out');
			throw new DomainError('stock_short', { left: item.stock });
		}
		const total = price * quantity;
		const { rows } = await tx.query<{ id: number }>(
			`INSERT INTO shop_purchases (user_id, item_id, quantity, unit_price, total, idem_key, created_at)
			 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
			[userId, itemId, quantity, price, total, key, now],
		);
		const id = rows[0]!.id;
		// insufficient funds throws here and the rollback puts the stock back:
		const entries = [
			{ account: await playerAccount(tx, userId), amount: -total },
			{ account: await houseAccount(tx, 'shop'), amount: total },
		];
		await post(tx, { kind: 'shop', ref: `shop_purchase:${id}`, entries }, now);
		const made = await tx.query<PurchaseRow>(`${PURCHASE_SQL} WHERE p.id = $1`, [id]);
		return purchaseView(made.rows[0]!);
	});
}

export const listPurchases = (db: Queryable, userId: number, p: { page: number; size: number }) =>
	queryPage(db, `${PURCHASE_SQL} WHERE p.user_id = $1 ORDER BY p.id DESC`, COUNT, [userId], p, purchaseView);
