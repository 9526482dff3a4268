// GET /metrics in Prometheus's text format: with METRICS_TOKEN a bearer token is required; on
// METRICS_PORT (a listener of its own, best kept off the public network) the token too when set.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Logger } from '../deps.ts';
import { sha256 } from '../domain/tokens.ts';
import type { Metrics } from '../metrics.ts';

export function metricsRoutes(metrics: Metrics, token: string | undefined, logger: Logger) {
	const expected = token ? sha256(token) : null;
	return new Hono().get('/metrics', async (c) => {
		if (expected) {
			const given = sha256((c.req.header('authorization') ?? '').replace(/^Bearer /i, ''));
			if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
				logger.warn('security', { event: 'metrics_token_wrong' });
				metrics.security('metrics_token_wrong');
				return c.text('metrics token required\n', 401, { 'WWW-Authenticate': 'Bearer' });
			}
		}
		const body = await metrics.registry.metrics();
		return c.body(body, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
	});
}
