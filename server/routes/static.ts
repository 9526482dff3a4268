// The built app under /app/: hashed assets cached for a year, the shell and worker never cached.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

export function staticRoutes(distDir: string) {
	const app = new Hono<AppEnv>();
	app.get('/', (c) => c.redirect('/app/', 302));
	app.get('/app', (c) => c.redirect('/app/', 301));
	if (!existsSync(join(distDir, 'index.html'))) return app;
	app.use('/app/*', async (c, next) => {
		await next();
		if (c.res.status !== 200) return;
		const immutable = c.req.path.startsWith('/app/assets/');
		c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
	});
	app.use('/app/*', serveStatic({ root: distDir, rewriteRequestPath: (p) => p.replace(/^\/app/, '') }));
	return app;
}
