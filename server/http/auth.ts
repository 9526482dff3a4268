// Bearer access tokens; the session row is checked too, so logout and reuse detection bite at once.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors.ts';
import { verifyAccess } from '../domain/tokens.ts';
import type { AppEnv } from './app-env.ts';

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const deps = c.get('deps');
	// the scheme is case-insensitive (RFC 9110 §11.1):
	const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
	const claims = token ? verifyAccess(deps.secrets.jwtKey, deps.clock, token) : null;
	if (!claims) throw new DomainError('session_expired');
	const { rows } = await deps.db.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [
		claims.sessionId,
		claims.userId,
	]);
	if (!rows.length) throw new DomainError('session_expired');
	c.set('userId', claims.userId);
	c.set('sessionId', claims.sessionId);
	await next();
};
