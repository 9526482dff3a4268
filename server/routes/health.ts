// Liveness and readiness for load balancers and orchestrators: /healthz says the process answers;
// /readyz that it should get traffic: not draining, the database answering within READY_TIMEOUT_MS,
// and its schema the one this build knows.
import { Hono } from 'hono';
import { schemaState } from '../db/migrate.ts';
import type { AppEnv } from '../http/app-env.ts';

function within<T>(ms: number, work: Promise<T>): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
	});
	return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const healthRoutes = new Hono<AppEnv>()
	.get('/healthz', (c) => c.json({ status: 'ok' }))
	.get('/readyz', async (c) => {
		const { db, config, drain } = c.get('deps');
		c.header('Cache-Control', 'no-store');
		if (drain?.draining) return c.json({ status: 'draining' }, 503);
		try {
			const schema = await within(config.ops.db.readyTimeoutMs, schemaState(db));
			if (schema.pending.length || schema.unknown.length)
				return c.json({ status: 'schema', pending: schema.pending, unknown: schema.unknown }, 503);
		} catch {
			c.header('Retry-After', '5');
			return c.json({ status: 'database' }, 503);
		}
		return c.json({ status: 'ready' });
	});
