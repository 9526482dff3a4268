// Sign-ins from chosen addresses, and the server the sign-in tests share: it trusts one proxy, so each request names
// its own address, and caps sign-ins at 20 an address while registration and codes stay out of the way.
import type { Config } from '../../../server/config.ts';
import { type Harness, harness } from './harness.ts';
import { type Player, registerPlayer } from './players.ts';

export type SignInCtx = { h: Harness; p: Player };

/** A sign-in as if from `address` (the trusted proxy's X-Forwarded-For). */
export const signInFrom = (h: Harness, body: Record<string, unknown>, address: string, headers = {}) =>
	h.call('POST', '/api/user/signin', { body, headers: { 'x-forwarded-for': address, ...headers } });

/** A wrong password for `name` from `address`, on a stranger's device. */
export const guess = (h: Harness, name: string, address: string, device = 'stranger') =>
	signInFrom(h, { user_name: name, password: 'guess guess', device_id: device }, address);

export const signInServer = (overrides: Partial<Config> = {}) =>
	harness({
		trustProxy: 1,
		rateLimits: { signin: 20, register: 1000, sendCode: 1000, changePassword: 5, windowSeconds: 900 },
		...overrides,
	});

/** A suite's `before` for a flood: the server with these hashing threads and queue, and one registered player. */
export const floodServer = (hashing: Config['hashing']) => async (ctx: SignInCtx) => {
	ctx.h = await signInServer({ hashing });
	ctx.p = await registerPlayer(ctx.h);
};
