// The demo provider's side: its checkout sessions, kept in its own table as a real provider would
// keep them, and the one event each session ends with (re-sent as is when delivery is retried).
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../deps.ts';
import type { Lang as Language } from '../../i18n/language.ts';
import type { PaymentEventType, PaymentProvider } from '../payment-provider.ts';

export interface DemoSession {
	id: string;
	reference: string;
	amount: number;
	currency: string;
	method: string;
	language: Language;
	return_url: string;
	status: 'open' | 'completed' | 'declined' | 'expired';
	event_id: string | null;
	created_at: Date;
	expires_at: Date;
	decided_at: Date | null;
	delivered_at: Date | null;
}

export const DEMO_PATH = '/pay/demo';
const COLS = `id, reference, amount, currency, method, language, return_url, status, event_id,
	created_at, expires_at, decided_at, delivered_at`;

export function createDemoProvider(db: Queryable, clock: Clock): PaymentProvider {
	return {
		name: 'demo',
		async createCheckout(r) {
			const id = `cs_demo_${randomUUID().replaceAll('-', '')}`;
			await db.query(
				`INSERT INTO demo_checkouts (${COLS}) VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', NULL, $8, $9, NULL, NULL)`,
				[id, r.reference, r.amount, r.currency, r.method, r.language, r.returnUrl, clock.now(), r.expiresAt],
			);
			return { id, url: `${DEMO_PATH}/${id}`, expiresAt: r.expiresAt };
		},
	};
}

export async function findSession(db: Queryable, id: string): Promise<DemoSession | null> {
	const { rows } = await db.query<DemoSession>(`SELECT ${COLS} FROM demo_checkouts WHERE id = $1`, [id]);
	return rows[0] ?? null;
}

export type Decision = 'pay' | 'decline' | 'expire';
const STATUS_OF = { pay: 'completed', decline: 'declined', expire: 'expired' } as const;

/** Ends an open session once; afterwards it stays as it ended. A session past its time can only expire. */
export async function decideSession(db: Db, id: string, decision: Decision, now: Date): Promise<DemoSession | null> {
	return db.tx(async (tx) => {
		const { rows } = await tx.query<DemoSession>(`SELECT ${COLS} FROM demo_checkouts WHERE id = $1 FOR UPDATE`, [id]);
		const s = rows[0];
		if (s?.status !== 'open') return s ?? null;
		const status = s.expires_at <= now ? 'expired' : STATUS_OF[decision];
		const eventId = `evt_demo_${randomUUID().replaceAll('-', '')}`;
		await tx.query('UPDATE demo_checkouts SET status = $2, event_id = $3, decided_at = $4 WHERE id = $1', [
			id,
			status,
			eventId,
			now,
		]);
		return { ...s, status, event_id: eventId, decided_at: now };
	});
}

export async function markDelivered(db: Queryable, id: string, now: Date) {
	await db.query('UPDATE demo_checkouts SET delivered_at = $2 WHERE id = $1 AND delivered_at IS NULL', [id, now]);
}

/** Sessions that need the provider's attention: open past their time, or ended with the event not yet accepted. */
export async function dueSessions(db: Queryable, now: Date): Promise<string[]> {
	const { rows } = await db.query<{ id: string }>(
		`(SELECT id FROM demo_checkouts WHERE status = 'open' AND expires_at <= $1 LIMIT 100)
		 UNION ALL
		 (SELECT id FROM demo_checkouts WHERE status <> 'open' AND delivered_at IS NULL LIMIT 100)`,
		[now],
	);
	return rows.map((r) => r.id);
}

export const eventTypeOf = (s: DemoSession): PaymentEventType | null =>
	s.status === 'open' ? null : (`checkout.${s.status}` as PaymentEventType);
