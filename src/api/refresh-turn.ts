// One tab's turn at renewing the tokens, under a Web Lock where the browser has them, so tabs renew one after
// another. Each turn first re-reads the stored tokens: when another tab has renewed them already, this tab adopts
// that pair instead of spending a refresh token the server has rotated away.

import type { Logger } from '../lib/logger.ts';
import type { ApiResult } from './envelope.ts';
import { ApiError, EXPIRED } from './errors.ts';
import type { SessionAccess } from './token-hook.ts';

/** The one call a refresh makes, itself never refreshed. */
interface RefreshCall {
	method: 'post';
	url: string;
	data: { refresh_token: string };
	refresh: false;
}

/** The part of `navigator.locks` used here. */
export interface TabLocks {
	request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshDeps {
	send<T>(config: RefreshCall): Promise<ApiResult<T>>;
	session: SessionAccess;
	logger: Logger;
	/** Defaults to the browser's Web Locks; null: none. */
	locks?: TabLocks | null | undefined;
	/** The client's clock, so a test's fake time decides what has expired. */
	now(): number;
}

const REFRESH_LOCK = 'horse-club-token-refresh';

interface TokenPair {
	access_token?: string;
	refresh_token?: string;
}

/** The most a token is renewed ahead of its end: a long-lived token is renewed seconds before `exp`. */
const MAX_MARGIN_MS = 5000;

/**
 * A JWT whose `exp` has passed or is near: within a tenth of its lifetime (`exp - iat`), 5 s at most, so a short
 * token adopted from another tab a few seconds after it was issued still counts as good. Any other token is good.
 */
export function expired(token: string | null, now: number): boolean {
	try {
		const payload = token?.split('.')[1];
		if (!payload) return false;
		const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
		const { exp, iat } = claims;
		if (typeof exp !== 'number') return false;
		const lifetime = typeof iat === 'number' && iat < exp ? (exp - iat) * 1000 : Number.POSITIVE_INFINITY;
		return exp * 1000 <= now + Math.min(MAX_MARGIN_MS, lifetime / 10);
	} catch {
		return false;
	}
}

async function renew(deps: RefreshDeps, stale: string | null): Promise<void> {
	// a pair another tab stored long ago may be out of date too: then renew it with its (unspent) refresh token
	if (deps.session.adopt?.(stale) && !expired(deps.session.token(), deps.now())) return;
	const refreshToken = deps.session.refreshToken();
	if (refreshToken) {
		try {
			const reply = await deps.send<TokenPair>({
				method: 'post',
				url: '/user/refresh_token',
				data: { refresh_token: refreshToken },
				refresh: false,
			});
			const tokens = reply.data;
			if (reply.status === 200 && reply.httpStatus === 200 && tokens?.access_token) {
				// rotation: the old refresh token is spent, so both must be stored:
				deps.session.setTokens(tokens.access_token, tokens.refresh_token ?? refreshToken);
				return;
			}
			deps.logger.warn('token refresh refused:', reply.status, reply.message);
		} catch (error) {
			deps.logger.error('token refresh failed:', error);
		}
	}
	throw new ApiError(EXPIRED, deps.session.expire(), 401, 401);
}

/** `stale` is the access token the refused call was sent with. */
export function takeTurn(deps: RefreshDeps, stale: string | null): Promise<void> {
	// where Web Locks are missing (older browsers, plain-http pages) tabs renew on their own, and the server's
	// grace period for a just-rotated token keeps them together:
	const locks =
		deps.locks === undefined ? (globalThis as { navigator?: { locks?: TabLocks } }).navigator?.locks : deps.locks;
	const turn = () => renew(deps, stale);
	return locks ? locks.request(REFRESH_LOCK, turn) : turn();
}
