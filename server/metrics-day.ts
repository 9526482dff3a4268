// What an operator watches a race day by, read from the database when /metrics is scraped: how fresh each race
// feed is and whether it is failing, how far settlement lags behind results, and the cash queues staff work.
import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from './db/db.ts';

export interface DaySources {
	db: Queryable;
	clock: { now(): Date };
}

// a scrape while the database is away leaves these as they were; /readyz says why:
const quietly = async (read: () => Promise<void>) => {
	try {
		await read();
	} catch {}
};

export function registerDayGauges(registry: Registry, { db, clock }: DaySources) {
	const registers = [registry];
	new Gauge({
		name: 'race_feed_seconds_since_ok',
		help: "Seconds since each race data provider's last good poll",
		labelNames: ['provider'],
		registers,
		async collect() {
			await quietly(async () => {
				const { rows } = await db.query<{ provider: string; last_ok_at: Date | null }>(
					'SELECT provider, last_ok_at FROM feed_status',
				);
				const now = clock.now().getTime();
				for (const r of rows)
					this.set({ provider: r.provider }, r.last_ok_at ? (now - r.last_ok_at.getTime()) / 1000 : -1);
			});
		},
	});
	new Gauge({
		name: 'race_feed_failing',
		help: "1 while a race data provider's last poll failed, else 0",
		labelNames: ['provider'],
		registers,
		async collect() {
			await quietly(async () => {
				const { rows } = await db.query<{ provider: string; failing: boolean }>(
					'SELECT provider, last_error IS NOT NULL AS failing FROM feed_status',
				);
				for (const r of rows) this.set({ provider: r.provider }, r.failing ? 1 : 0);
			});
		},
	});
	new Gauge({
		name: 'race_settlement_lag_seconds',
		help: 'Seconds since the start of the earliest resulted or voided race that still has an order waiting to settle',
		registers,
		async collect() {
			await quietly(async () => {
				const { rows } = await db.query<{ oldest: Date | null }>(
					`SELECT min(r.start_time) AS oldest FROM race_orders o JOIN races r ON r.id = o.race_id
					 WHERE o.status = 'pending' AND r.status IN ('resulted', 'abandoned')`,
				);
				const oldest = rows[0]?.oldest;
				this.set(oldest ? Math.max(0, (clock.now().getTime() - oldest.getTime()) / 1000) : 0);
			});
		},
	});
	new Gauge({
		name: 'cash_requests_pending',
		help: 'Top-ups and withdrawals waiting for staff',
		labelNames: ['kind'],
		registers,
		async collect() {
			await quietly(async () => {
				const { rows } = await db.query<{ topups: number; withdrawals: number }>(
					`SELECT (SELECT count(*) FROM topups WHERE status = 'pending')::int AS topups,
						(SELECT count(*) FROM withdrawals WHERE status = 'pending')::int AS withdrawals`,
				);
				this.set({ kind: 'topup' }, rows[0]?.topups ?? 0);
				this.set({ kind: 'withdrawal' }, rows[0]?.withdrawals ?? 0);
			});
		},
	});
}
