// Sessions are refresh-token families: rotate on use, revoke the family on reuse. Tokens are signed after the
// transaction commits, so no signing ever holds a database connection.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { newOpaqueToken, sha256, signAccess, successorOf } from './tokens.ts';

export interface TokenPair {
	access_token: string;
	refresh_token: string;
}

/** A session opened inside a transaction; `tokensFor` turns it into a pair once that has committed. */
export interface OpenedSession {
	userId: number;
	sessionId: string;
	issuedAt: Date;
	refreshToken: string;
}

async function storeRefresh(tx: Queryable, deps: Deps, sessionId: string, token: string, now: Date) {
	const expires = new Date(now.getTime() + deps.config.refreshTokenDays * 86_400_000);
	await tx.query(
		'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
		[sha256(token), sessionId, now, expires],
	);
}

export const tokensFor = (deps: Deps, s: OpenedSession): TokenPair => ({
	access_token: signAccess(deps.secrets.jwtKey, s.issuedAt, deps.config.accessTokenSeconds, s),
	refresh_token: s.refreshToken,
});

/** One statement (the session and its first refresh token), so it needs no transaction of its own. */
export async function openSession(
	db: Queryable,
	deps: Deps,
	userId: number,
	deviceId: string,
	userAgent: string | null = null,
): Promise<OpenedSession> {
	const sessionId = randomUUID();
	const now = deps.clock.now();
	const refreshToken = newOpaqueToken();
	const expires = new Date(now.getTime() + deps.config.refreshTokenDays * 86_400_000);
	await db.query(
		`WITH s AS (
			INSERT INTO sessions (id, user_id, device_id, created_at, last_seen_at, user_agent)
			VALUES ($1, $2, $3, $4, $4, $7) RETURNING id
		 )
		 INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) SELECT $5, id, $4, $6 FROM s`,
		[sessionId, userId, deviceId, now, sha256(refreshToken), expires, userAgent?.slice(0, 512) ?? null],
	);
	return { userId, sessionId, issuedAt: now, refreshToken };
}

/** A signed-in session's heartbeat: when the player was last seen. */
export async function markSeen(db: Queryable, sessionId: string, now: Date) {
	await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [sessionId, now]);
}

export async function revokeSession(tx: Queryable, deps: Deps, sessionId: string, reason: string) {
	await tx.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
		sessionId,
		deps.clock.now(),
		reason,
	]);
}

interface TokenRow {
	session_id: string;
	used_at: Date | null;
	expires_at: Date;
	user_id: number;
	revoked_at: Date | null;
}

/**
 * The successor already handed out for a token used within the grace period, if it is still the newest of its
 * family: a second tab (or a retried request) that raced the rotation gets the same pair again (RFC 9700 §4.14.2).
 */
async function graceSuccessor(tx: Queryable, deps: Deps, row: TokenRow, refreshToken: string) {
	const now = deps.clock.now();
	if (!row.used_at || now.getTime() - row.used_at.getTime() > deps.config.refreshGraceSeconds * 1000) return null;
	const successor = successorOf(deps.secrets.jwtKey, refreshToken);
	const { rows } = await tx.query<{ used_at: Date | null; expires_at: Date }>(
		'SELECT used_at, expires_at FROM refresh_tokens WHERE token_hash = $1 AND session_id = $2',
		[sha256(successor), row.session_id],
	);
	const next = rows[0];
	if (!next || next.used_at || next.expires_at <= now) return null;
	return { userId: row.user_id, sessionId: row.session_id, issuedAt: row.used_at, refreshToken: successor };
}

/** Trades a refresh token for a new pair; a token used twice (outside the grace period) revokes its whole family. */
export async function rotate(deps: Deps, refreshToken: string): Promise<TokenPair | null> {
	const opened = await deps.db.tx(async (tx): Promise<OpenedSession | null> => {
		const { rows } = await tx.query<TokenRow>(
			`SELECT t.session_id, t.used_at, t.expires_at, s.user_id, s.revoked_at
			 FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
			 WHERE t.token_hash = $1 FOR UPDATE OF t, s`,
			[sha256(refreshToken)],
		);
		const row = rows[0];
		if (!row || row.revoked_at) return null;
		if (row.used_at) {
			const again = await graceSuccessor(tx, deps, row, refreshToken);
			if (!again) {
				await revokeSession(tx, deps, row.session_id, 'refresh token reused');
				deps.logger.warn('security', { event: 'refresh_reuse', session_id: row.session_id, user_id: row.user_id });
				deps.metrics?.security('refresh_reuse');
			}
			return again;
		}
		const now = deps.clock.now();
		if (row.expires_at <= now) return null;
		await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [sha256(refreshToken), now]);
		await tx.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now]);
		const successor = successorOf(deps.secrets.jwtKey, refreshToken);
		await storeRefresh(tx, deps, row.session_id, successor, now);
		return { userId: row.user_id, sessionId: row.session_id, issuedAt: now, refreshToken: successor };
	});
	return opened && tokensFor(deps, opened);
}

/** The session a refresh token belongs to, if it is a token this player holds. */
export async function sessionOfRefresh(
	db: Queryable,
	refreshToken: string,
): Promise<{ session_id: string; user_id: number } | null> {
	const { rows } = await db.query<{ session_id: string; user_id: number }>(
		'SELECT t.session_id, s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = $1',
		[sha256(refreshToken)],
	);
	return rows[0] ?? null;
}
