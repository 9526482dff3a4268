// Idempotency-Key for money POSTs: keys per player and route, kept 24 h.
// A repeat replays the stored reply, a concurrent duplicate gets 409, another payload 422.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';
import { sha256 } from '../domain/tokens.ts';
import type { AppEnv } from './app-env.ts';

const KEY_TTL_MS = 24 * 3_600_000;
// a claim left pending this long belongs to a process that died; domain rows keyed by
// the same key (UNIQUE (user_id, idem_key)) keep the retry from acting twice:
const STALE_PENDING_MS = 60_000;
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	if (value && typeof value === 'object') {
		const entries = Object.keys(value)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

function fingerprint(text: string): string {
	try {
		return sha256(canonical(JSON.parse(text)));
	} catch {
		return sha256(text);
	}
}

interface Stored {
	request_hash: string;
	state: 'pending' | 'done';
	status: number | null;
	body: string | null;
	created_at: Date;
}

/** Use after requireAuth: `app.post('/topup', requireAuth, idempotent, handler)`. */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
	const { db, clock } = c.get('deps');
	const key = c.req.header('idempotency-key');
	if (!key) throw new DomainError('idempotency_key_required');
	if (!KEY.test(key)) throw new DomainError('idempotency_key_invalid');
	const scope = [c.get('userId'), `${c.req.method} ${c.req.path}`, key];
	const hash = fingerprint(await c.req.text());
	for (let attempt = 0; ; attempt++) {
		const now = clock.now();
		const claim = await db.query(
			`INSERT INTO idempotency_keys (user_id, route, key, request_hash, state, created_at)
			 VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT DO NOTHING`,
			[...scope, hash, now],
		);
		if (claim.rowCount) break;
		const { rows } = await db.query<Stored>(
			'SELECT request_hash, state, status, body, created_at FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3',
			scope,
		);
		const row = rows[0];
		if (!row) continue;
		const age = now.getTime() - row.created_at.getTime();
		const abandoned = age > KEY_TTL_MS || (row.state === 'pending' && age > STALE_PENDING_MS);
		if (abandoned && attempt === 0) {
			await db.query(
				'DELETE FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3 AND created_at = $4',
				[...scope, row.created_at],
			);
			continue;
		}
		if (row.request_hash !== hash) throw new DomainError('idempotency_key_reused');
		if (row.state === 'pending') throw new DomainError('idempotency_in_progress');
		return new Response(row.body, {
			status: row.status ?? 200,
			headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
		});
	}
	c.set('idempotencyKey', key);
	await next();
	// server failures free the key, so the player can retry; anything else is the final answer:
	if (c.res.status >= 500) {
		await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3', scope);
		return;
	}
	const body = await c.res.clone().text();
	await db.query(
		`UPDATE idempotency_keys SET state = 'done', status = $4, body = $5
		 WHERE user_id = $1 AND route = $2 AND key = $3`,
		[...scope, c.res.status, body],
	);
};

export async function pruneIdempotencyKeys(db: { query: (s: string, p: unknown[]) => Promise<unknown> }, now: Date) {
	await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now.getTime() - KEY_TTL_MS)]);
}
