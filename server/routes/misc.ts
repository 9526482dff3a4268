// Small player reads: the exchange rate and the invitation page.
import { Hono } from 'hono';
import { invitation } from '../domain/wallet/invite.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export const taxRateRoutes = new Hono<AppEnv>().get('/tax-rate', (c) =>
	ok(c, { rate: c.get('deps').config.exchangeRate }),
);

export const inviteRoutes = new Hono<AppEnv>().get('/', requireAuth, async (c) =>
	ok(c, await invitation(c.get('deps').db, c.get('userId'))),
);
