// Idempotency-Key for money POSTs: keys per player and route, kept 24 h. A repeat replays the stored
// reply, a concurrent duplicate gets 409, another payload 422. The key is claimed and its reply stored
// in the same transaction as the money, so a commit answers every retry and a failure frees the key.
import type { Context, MiddlewareHandler } from 'hono';
import { spendsKey } from '../../shared/money/final-reply.ts';
import { joinTx } from '../db/db.ts';
import { DomainError } from '../domain/errors.ts';
import { holdKey } from '../domain/idempotency/hold-key.ts';
import { claimKeys, type KeyRequest, type Reply, storeReplies } from '../domain/idempotency/key-store.ts';
import { sha256 } from '../domain/tokens.ts';
import type { AppEnv } from './app-env.ts';

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

/** The key and body fingerprint of a money POST; a missing or malformed key is a 400 (and claims nothing). */
export async function keyRequest(c: Context<AppEnv>): Promise<KeyRequest> {
	const key = c.req.header('idempotency-key');
	if (!key) throw new DomainError('idempotency_key_required');
	if (!KEY.test(key)) throw new DomainError('idempotency_key_invalid');
	return {
		userId: c.get('userId'),
		route: `${c.req.method} ${c.req.path}`,
		key,
		hash: fingerprint(await c.req.text()),
	};
}

const NO_BODY: readonly number[] = [204, 205, 304];

export function replyResponse(reply: Reply, replayed: boolean, extra: Record<string, string> = {}): Response {
	const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
	if (replayed) headers['idempotent-replayed'] = 'true';
	// a reply with no content (204) is replayed with none: a Response refuses a body, even an empty one, for it
	return new Response(NO_BODY.includes(reply.status) ? null : reply.body, { status: reply.status, headers });
}

// thrown inside the transaction to roll it back when the handler's reply is not final (a server fault):
class Fault extends Error {}

/** The refusal code of a JSON envelope, '' for anything else. */
function codeOf(body: string): string {
	try {
		const code = (JSON.parse(body) as { code?: unknown } | null)?.code;
		return typeof code === 'string' ? code : '';
	} catch {
		return '';
	}
}

/**
 * Use after requireAuth: `app.post('/topup', requireAuth, idempotent, handler)`. The handler runs inside
 * the transaction that claims the key and stores the reply (its queries join it), so keep calls to the
 * outside world out of money handlers, or claim the key in the domain's own transaction as bets do.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
	const deps = c.get('deps');
	const request = await keyRequest(c);
	const release = holdKey(deps.db, request);
	try {
		return await deps.db.tx(async (tx) => {
			const [earlier] = await claimKeys(tx, [request], deps.clock.now());
			if (earlier instanceof DomainError) throw earlier;
			if (earlier) return replyResponse(earlier, true);
			await tx.query('SAVEPOINT handler');
			c.set('deps', { ...deps, db: joinTx(deps.db, tx) });
			c.set('idempotencyKey', request.key);
			await next();
			const { status } = c.res;
			const body = await c.res.clone().text();
			if (!spendsKey(status, codeOf(body))) throw new Fault();
			// a refusal moves nothing: its writes are undone and only the reply is kept
			if (status >= 400) await tx.query('ROLLBACK TO SAVEPOINT handler');
			await storeReplies(tx, [{ ...request, status, body }]);
			return c.res;
		});
	} catch (err) {
		// the handler's own reply stands; nothing was committed, so the key is free again
		if (err instanceof Fault) return c.res;
		throw err;
	} finally {
		release();
	}
};
