// The Hono environment every route file shares: deps, and the player once authenticated.
import type { Context } from 'hono';
import type { Deps } from '../deps.ts';

export interface AppEnv {
	Variables: {
		deps: Deps;
		userId: number;
		sessionId: string;
		idempotencyKey: string;
		/** this request's id in every log line it causes (X-Request-Id). */
		requestId: string;
	};
}

export type AppContext = Context<AppEnv>;
