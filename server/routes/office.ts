// The staff back office's page and assets under /office/, from its own build (dist/office): hashed assets
// cached for a year, the page never cached nor framed, and no player-app service worker scope over it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

export function officeRoutes(officeDir: string) {
	const app = new Hono<AppEnv>();
	app.get('/office', (c) => c.redirect('/office/', 301));
	const page = join(officeDir, 'office.html');
	if (!existsSync(page)) return app;
	app.get('/office/', async (c) => {
		c.header('Cache-Control', 'no-store');
		c.header('X-Frame-Options', 'DENY');
		return c.html(await readFile(page, 'utf8'));
	});
	app.use('/office/assets/*', async (c, next) => {
		await next();
		if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
	});
	app.use('/office/assets/*', serveStatic({ root: officeDir, rewriteRequestPath: (p) => p.replace(/^\/office/, '') }));
	return app;
}
