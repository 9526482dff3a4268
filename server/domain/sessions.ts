// Sessions are refresh-token families: rotate on use, revoke the family on reuse.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { newOpaqueToken, sha256, signAccess } from './tokens.ts';

export interface TokenPair {
	access_token: string;
	refresh_token: string;
}

async function issueRefresh(tx: Queryable, deps: Deps, sessionId: string): Promise<string> {
	const token = newOpaqueToken();
	const now = deps.clock.now();
	const expires = new Date(now.getTime() + deps.config.refreshTokenDays * 86_400_000);
	await tx.query(
		'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
		[sha256(token), sessionId, now, expires],
	);
	return token;
}

const access = (deps: Deps, userId: number, sessionId: string) =>
	signAccess(deps.secrets.jwtKey, deps.clock, deps.config.accessTokenSeconds, { userId, sessionId });

export async function startSession(tx: Queryable, deps: Deps, userId: number, deviceId: string): Promise<TokenPair> {
	const id = randomUUID();
	const now = deps.clock.now();
	await tx.query(
		'INSERT INTO sessions (id, user_id, device_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)',
		[id, userId, deviceId, now],
	);
	return { access_token: await access(deps, userId, id), refresh_token: await issueRefresh(tx, deps, id) };
}

export async function revokeSession(tx: Queryable, deps: Deps, sessionId: string, reason: string) {
	await tx.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
		sessionId,
		deps.clock.now(),
		reason,
	]);
}

type Rotation = { ok: true; tokens: TokenPair } | { ok: false };

/** Trades a refresh token for a new pair; a token used twice revokes its whole family. */
export async function rotate(deps: Deps, refreshToken: string): Promise<Rotation> {
	return deps.db.tx(async (tx) => {
		const { rows } = await tx.query<{
			session_id: string;
			used_at: Date | null;
			expires_at: Date;
			user_id: number;
			revoked_at: Date | null;
		}>(
			`SELECT t.session_id, t.used_at, t.expires_at, s.user_id, s.revoked_at
			 FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
			 WHERE t.token_hash = $1 FOR UPDATE OF t, s`,
			[sha256(refreshToken)],
		);
		const row = rows[0];
		if (!row || row.revoked_at) return { ok: false };
		if (row.used_at) {
			await revokeSession(tx, deps, row.session_id, 'refresh token reused');
			return { ok: false };
		}
		const now = deps.clock.now();
		if (row.expires_at <= now) return { ok: false };
		await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [sha256(refreshToken), now]);
		await tx.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now]);
		const tokens = {
			access_token: await access(deps, row.user_id, row.session_id),
			refresh_token: await issueRefresh(tx, deps, row.session_id),
		};
		return { ok: true, tokens };
	});
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
