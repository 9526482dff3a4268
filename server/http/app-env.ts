// The Hono environment every route file shares: deps, and the player once authenticated.
import type { Deps } from '../deps.ts';

export interface AppEnv {
	Variables: {
		deps: Deps;
		userId: number;
		sessionId: string;
		idempotencyKey: string;
	};
}
