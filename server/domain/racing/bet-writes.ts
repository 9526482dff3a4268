// Writing a batch of checked bets: every order in one statement, then every stake through the ledger
// in a few more, and each order's reply built from what the batch already holds.

import type { OrderView } from '../../../shared/bets/order-view.ts';
import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../i18n/language.ts';
import { type LockedBalances, postBatch } from '../ledger-batch.ts';
import type { Approx } from '../tote/approx-return.ts';
import type { PlannedOrder, RaceInfo } from './bet-plan.ts';
import { nameIn } from './local-names.ts';
import { orderView } from './orders.ts';

export interface BetToWrite {
	userId: number;
	key: string;
	wallet: number;
	order: PlannedOrder;
	approx: Approx;
}

/** Orders already exist under these bets' keys (a retry after the key's stored reply expired). */
export class Taken extends Error {
	constructor(readonly bets: number[]) {
		super('an order with this key exists');
	}
}

/**
 * Inserts the orders and posts their stakes from wallet to bets held; returns the order ids. Throws
 * Taken, before posting anything, when an order with the same key already exists.
 */
export async function writeBets(
	tx: Queryable,
	bets: readonly BetToWrite[],
	balances: LockedBalances,
	house: number,
	now: Date,
): Promise<number[]> {
	const o = bets.map((b) => b.order);
	const { rows } = await tx.query<{ id: number; user_id: number; idem_key: string }>(
		`INSERT INTO race_orders (user_id, idem_key, bet_type, race_id, race_id2, selections, combinations,
			unit_stake, total_stake, created_at, approx_price, approx_return)
		 SELECT u, k, t, r1, r2, s::jsonb, c, us, ts, $10, ap, ar
		 FROM unnest($1::bigint[], $2::text[], $3::int[], $4::bigint[], $5::bigint[], $6::text[], $7::int[],
			$8::bigint[], $9::bigint[], $11::bigint[], $12::bigint[]) WITH ORDINALITY AS x(u, k, t, r1, r2, s, c, us, ts, ap, ar, n)
		 ORDER BY n
		 ON CONFLICT (user_id, idem_key) DO NOTHING RETURNING id, user_id, idem_key`,
		[
			bets.map((b) => b.userId),
			bets.map((b) => b.key),
			o.map((x) => x.type.index),
			o.map((x) => x.race_id),
			o.map((x) => x.race_id2),
			o.map((x) => JSON.stringify(x.selections)),
			o.map((x) => x.combinations),
			o.map((x) => x.unit),
			o.map((x) => x.total),
			now,
			bets.map((b) => b.approx.price),
			bets.map((b) => b.approx.returnCents),
		],
	);
	const idOf = new Map(rows.map((r) => [`${r.user_id}\n${r.idem_key}`, r.id]));
	const ids = bets.map((b) => idOf.get(`${b.userId}\n${b.key}`));
	const taken = bets.flatMap((_, i) => (ids[i] === undefined ? [i] : []));
	if (taken.length) throw new Taken(taken);
	const postings = bets.map((b, i) => ({
		kind: 'bet',
		ref: `race_order:${ids[i]}`,
		memo: b.order.type.name,
		entries: [
			{ account: b.wallet, amount: -b.order.total },
			{ account: house, amount: b.order.total },
		],
	}));
	await postBatch(tx, postings, balances, new Set([house]), now);
	return ids as number[];
}

/** The order as GET /api/order/detail would show it, from the batch's own rows. */
export function placedView(
	id: number,
	{ order, approx }: Pick<BetToWrite, 'order' | 'approx'>,
	races: ReadonlyMap<number, RaceInfo>,
	now: Date,
	lang: Lang,
): OrderView {
	const r1 = races.get(order.race_id)!;
	const r2 = order.race_id2 === null ? undefined : races.get(order.race_id2);
	const named = (r: RaceInfo) => r.names.map((h) => ({ ...h, name: nameIn(lang, h.name, h.name_zh) }));
	return orderView({
		id,
		bet_type: order.type.index,
		selections: order.selections,
		combinations: order.combinations,
		unit_stake: order.unit,
		total_stake: order.total,
		status: 'pending',
		return_cents: 0,
		created_at: now,
		settled_at: null,
		race_id: r1.id,
		event_id: r1.meeting_id,
		meetings: nameIn(lang, r1.venue, r1.venue_zh),
		code: r1.code,
		raceNo: r1.race_no,
		day: r1.day,
		start_time: r1.start_time,
		race_status: r1.status,
		race_id2: r2?.id ?? null,
		event_id2: r2?.meeting_id ?? null,
		meetings2: r2 ? nameIn(lang, r2.venue, r2.venue_zh) : null,
		code2: r2?.code ?? null,
		raceNo2: r2?.race_no ?? null,
		day2: r2?.day ?? null,
		start_time2: r2?.start_time ?? null,
		race_status2: r2?.status ?? null,
		runners1: named(r1),
		runners2: r2 ? named(r2) : null,
		approx_price: approx.price,
		approx_return: approx.returnCents,
		correction: null,
		corrected_at: null,
	});
}
