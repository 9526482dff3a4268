// POST /api/client-errors: the app's last-net reports (a page or the shell that threw), logged for the operator.
// Anyone may send one, so each address gets a few per window, the body is small and every field is cut short;
// nothing about the player is kept beyond the page they were on.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import { hit } from '../domain/rate-limit.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { ok } from '../http/envelope.ts';
import { rawJson } from '../http/validate.ts';

const MAX_BYTES = 4096;
const CLIENT_ERRORS_PER_WINDOW = 30;

const cut = (max: number) =>
	v.optional(
		v.pipe(
			v.string(),
			v.transform((s) => s.slice(0, max)),
		),
		'',
	);
const Report = v.object({
	message: cut(300),
	stack: cut(1500),
	// the route only: a query can carry ids, and the hash holds nothing else worth keeping
	route: v.optional(
		v.pipe(
			v.string(),
			v.transform((s) => s.split('?')[0]!.slice(0, 100)),
		),
		'',
	),
	version: cut(40),
});

export const clientErrorRoutes = new Hono<AppEnv>().post('/', async (c) => {
	const deps = c.get('deps');
	const { clientErrors = CLIENT_ERRORS_PER_WINDOW, windowSeconds } = deps.config.rateLimits;
	await hit(deps.db, deps.clock, [`client_errors:ip:${clientIp(c)}`], clientErrors, windowSeconds);
	const text = await c.req.text();
	if (text.length > MAX_BYTES) throw new DomainError('body_too_large');
	const input = rawJson(text);
	const report = v.safeParse(Report, input);
	if (!report.success || Array.isArray(input)) throw new DomainError('body_not_object');
	deps.logger.error('client error', { ...report.output });
	return ok(c, null);
});
