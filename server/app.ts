// The HTTP app: deps on the context, the access log, security headers, the drain, health and metrics,
// every route file, envelope errors.
import { Hono } from 'hono';
import type { Deps } from './deps.ts';
import { withEmbedScript } from './first-screen/embed-script.ts';
import type { AppEnv } from './http/app-env.ts';
import { compressJson } from './http/compress.ts';
import { drainGate } from './http/drain.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { inputEdge } from './http/input-edge.ts';
import { requestLog } from './http/request-log.ts';
import { retryAfterHeader } from './http/retry-after.ts';
import { limitBody, securityHeaders } from './http/security.ts';
import { shellHeadersFrom } from './http/shell-headers.ts';
import { demoPayRoutes } from './providers/demo-pay/routes.ts';
import { DEMO_PATH } from './providers/demo-pay/sessions.ts';
import { healthRoutes } from './routes/health.ts';
import { apiRoutes } from './routes/index.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { staticRoutes } from './routes/static.ts';

export function createApp(deps: Deps) {
	const app = new Hono<AppEnv>();
	app.use(async (c, next) => {
		c.set('deps', deps);
		await next();
	});
	app.use(requestLog(deps.metrics));
	app.use(securityHeaders(withEmbedScript(shellHeadersFrom(deps.config.distDir), deps.config.distDir)));
	if (deps.drain) app.use(drainGate(deps.drain));
	app.use('/api/*', limitBody(deps.config.bodyLimitBytes));
	app.use('/api/*', inputEdge);
	app.use('/api/*', compressJson);
	app.use('/api/*', retryAfterHeader);
	app.route('/', healthRoutes);
	const { token } = deps.config.ops.metrics;
	if (deps.metrics && token) app.route('/', metricsRoutes(deps.metrics, token, deps.logger));
	for (const [path, routes] of apiRoutes) app.route(path, routes);
	// the demo provider's page sends its webhook through this same app, as a real provider would over the network:
	if (deps.payments?.name === 'demo')
		app.route(
			DEMO_PATH,
			demoPayRoutes(async (request) => app.fetch(request)),
		);
	app.route('/', staticRoutes(deps.config.distDir));
	app.onError(errorHandler(deps.logger));
	app.notFound(notFoundHandler);
	return app;
}
