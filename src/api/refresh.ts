// One refresh in flight at a time: every call that meets a 401/402 meanwhile waits on the same promise.
import type { Logger } from './clock.ts';
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

interface RefreshDeps {
	send<T>(config: RefreshCall): Promise<ApiResult<T>>;
	session: SessionAccess;
	logger: Logger;
}

interface TokenPair {
	access_token?: string;
	refresh_token?: string;
}

export function createRefresher(deps: RefreshDeps) {
	let inFlight: Promise<void> | null = null;

	async function renew(): Promise<void> {
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

	return {
		refresh(): Promise<void> {
			inFlight ??= renew().finally(() => {
				inFlight = null;
			});
			return inFlight;
		},
	};
}
