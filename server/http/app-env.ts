// The Hono environment every route file shares: deps, and the player once authenticated.
import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import type { StaffSession } from '../domain/staff/sessions.ts';

export interface AppEnv {
	Variables: {
		deps: Deps;
		userId: number;
		sessionId: string;
		idempotencyKey: string;
		/** The back office's signed-in staff member (routes under /api/staff). */
		staff: StaffSession;
		/** this request's id in every log line it causes (X-Request-Id). */
		requestId: string;
	};
}

export type AppContext = Context<AppEnv>;
