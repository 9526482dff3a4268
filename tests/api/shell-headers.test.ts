import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';

type Ctx = { h: Harness; dist: string };
const test = suite<Ctx>('shell headers: CSP hashes and the entry preload on index.html', {} as Ctx);

const ENTRY = '/app/assets/index-abc.js';
const PRELOAD = `<${ENTRY}>; rel=modulepreload; crossorigin`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (css: string) =>
	`<!doctype html><html><head><script type="module" crossorigin src="${ENTRY}"></script><style>${css}</style></head><body><div id="app"></div></body></html>`;
const FIRST_CSS = 'body{margin:0;background:#0b3d2e}';

test.before(async (ctx) => {
	ctx.dist = mkdtempSync(join(tmpdir(), 'hc-dist-'));
	mkdirSync(join(ctx.dist, 'assets'));
	writeFileSync(join(ctx.dist, 'index.html'), page(FIRST_CSS));
	writeFileSync(join(ctx.dist, 'assets/index-abc.js'), 'export const start = () => 1;\n');
	ctx.h = await harness({ distDir: ctx.dist, databaseUrl: process.env.DATABASE_URL });
});
test.after(async ({ h, dist }) => {
	await h.close();
	rmSync(dist, { recursive: true, force: true });
});

const get = (h: Harness, path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });
const directive = (res: Response, name: string) =>
	(res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

test('index.html, plain or compressed, allows its own style block and preloads the entry', async ({ h }) => {
	for (const accept of ['identity', 'gzip, deflate, br']) {
		const res = await get(h, '/app/', { 'accept-encoding': accept });
		assert.is(res.status, 200, accept);
		assert.match(res.headers.get('content-type') ?? '', 'text/html');
		assert.is(directive(res, 'style-src'), `style-src 'self' ${hash(FIRST_CSS)}`, accept);
		assert.is(directive(res, 'script-src'), "script-src 'self'", 'no inline script, no script hash');
		assert.not.match(res.headers.get('content-security-policy') ?? '', 'unsafe-inline');
		assert.is(res.headers.get('link'), PRELOAD, accept);
	}
});

test('API replies and script files keep a strict policy and carry no Link header', async ({ h }) => {
	await get(h, '/app/');
	const api = await get(h, '/api/user/balance');
	assert.is(api.status, 401);
	const js = await get(h, ENTRY);
	assert.is(js.status, 200);
	assert.match(directive(js, 'style-src'), /^style-src 'self'/);
	assert.match(directive(js, 'script-src'), /^script-src 'self'/);
	// a data reply is never a document: the policy that allows nothing at all
	assert.is(api.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
	for (const res of [api, js]) {
		assert.not.match(res.headers.get('content-security-policy') ?? '', 'unsafe-inline');
		assert.is(res.headers.get('link'), null);
	}
});

test('a rebuilt index.html is served with the hash of its new style block', async ({ h, dist }) => {
	const file = join(dist, 'index.html');
	const css = 'body{margin:0;background:#fff}';
	writeFileSync(file, page(css));
	const later = new Date(statSync(file).mtimeMs + 5000);
	utimesSync(file, later, later);
	for (const accept of ['identity', 'br']) {
		const res = await get(h, '/app/', { 'accept-encoding': accept });
		assert.is(directive(res, 'style-src'), `style-src 'self' ${hash(css)}`, accept);
		assert.is(res.headers.get('link'), PRELOAD);
	}
});

test.run();
