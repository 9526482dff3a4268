// One refresh in flight at a time: every call that meets a 401/402 meanwhile waits on the same promise. The
// refresh itself (refresh-turn.ts) loads on first use, since the first screen never needs it.
import { ApiError, EXPIRED } from './errors.ts';
import type { RefreshDeps } from './refresh-turn.ts';

export function createRefresher(deps: RefreshDeps) {
	let inFlight: Promise<void> | null = null;

	return {
		refresh(): Promise<void> {
			if (!inFlight) {
				const stale = deps.session.token();
				inFlight = import('./refresh-turn.ts')
					.then(
						(turn) => turn.takeTurn(deps, stale),
						(error) => {
							// without its code the session cannot be renewed: the same as a refresh that failed
							deps.logger.error('token refresh failed:', error);
							throw new ApiError(EXPIRED, deps.session.expire(), 401, 401);
						},
					)
					.finally(() => {
						inFlight = null;
					});
			}
			return inFlight;
		},
	};
}
