// GET /app/: the home document with today's first screen drawn in (server/first-screen/), with an ETag; served
// compressed, each version compressed once. Without the server's render bundle in dist, the static route answers.
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type FirstDocument, firstDocuments } from '../first-screen/documents.ts';
import { type RenderScreen, ssrBundle, workerRender } from '../first-screen/render.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type Encoding, pickEncoding } from '../http/compress.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const squeeze = (html: string, encoding: Encoding) =>
	encoding === 'br'
		? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
		: gz(html, { level: 9 });

export function firstDocumentRoutes(distDir: string, render: RenderScreen = workerRender(distDir)) {
	const app = new Hono<AppEnv>();
	let documents: ReturnType<typeof firstDocuments> | undefined;
	// the last document's compressed bodies, by encoding:
	let packed: { doc: FirstDocument; bodies: Map<Encoding, Promise<Buffer>> } | undefined;

	async function serve(c: Context<AppEnv>) {
		const { db, clock, config, logger } = c.get('deps');
		documents ??= firstDocuments({ distDir, db, now: () => clock.now(), timeZone: config.timeZone, render, logger });
		const doc = await documents(c.req.header('cookie'), c.req.header('accept-language'));
		c.header('Cache-Control', 'no-cache');
		c.header('ETag', doc.etag);
		c.header('Vary', 'Accept-Encoding, Cookie, Accept-Language, Sec-Fetch-Dest, Sec-Fetch-Mode');
		if (
			c.req
				.header('if-none-match')
				?.split(/\s*,\s*/)
				.includes(doc.etag)
		)
			return c.body(null, 304);
		c.header('Content-Type', 'text/html; charset=utf-8');
		const encoding = pickEncoding(c.req.header('accept-encoding'));
		if (!encoding) return c.req.method === 'HEAD' ? c.body(null, 200) : c.html(doc.html);
		if (packed?.doc !== doc) packed = { doc, bodies: new Map() };
		const body = packed.bodies.get(encoding) ?? squeeze(doc.html, encoding);
		packed.bodies.set(encoding, body);
		const bytes = new Uint8Array(await body);
		c.header('Content-Encoding', encoding);
		c.header('Content-Length', String(bytes.byteLength));
		return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(bytes, 200);
	}

	// a document the browser opens, or the service worker fetches for a navigation (sw/sw.ts, network first), never the
	// worker's precached copy (which it answers offline with, where a day drawn in would pass for a fresh one); without
	// fetch metadata, the plain page:
	app.on(['GET', 'HEAD'], ['/app/', '/app/index.html'], async (c, next) => {
		const opened = c.req.header('sec-fetch-dest') === 'document' || c.req.header('sec-fetch-mode') === 'navigate';
		if (!opened || !existsSync(ssrBundle(distDir))) return next();
		return serve(c);
	});
	// the server's own render bundle is no file of the app's:
	app.all('/app/ssr/*', (c) => c.notFound());
	return app;
}
