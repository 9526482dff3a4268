// Browser test harness: serves dist/ under /app/ and drives Debian's Chromium through playwright-core.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import { CHROMIUM } from '../../scripts/bench/chromium.ts';
import { allowWorkers, closeLeftovers, sharedBrowser } from './support/shared-chromium.ts';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.webmanifest': 'application/manifest+json',
};

export interface RunningServer {
	/** e.g. http://127.0.0.1:43210/app/ */
	appUrl: string;
	origin: string;
	close: () => Promise<void>;
}

/** Cache headers the production server uses: fingerprinted assets forever, the shell and worker revalidated. */
function cacheControl(path: string): string {
	return path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function send(res: ServerResponse, status: number, body: Buffer | string, type: string, cache = 'no-store') {
	res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' });
	res.end(body);
}

let snapshot: string | undefined;
/** dist/ as it was when the run first needed it, so a rebuild during the run cannot change what suites serve. */
export function builtApp(): string {
	if (snapshot) return snapshot;
	if (!existsSync(join('dist', 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` first');
	const dir = mkdtempSync(join(tmpdir(), 'hc-e2e-app-'));
	cpSync('dist', dir, { recursive: true });
	process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
	snapshot = dir;
	return dir;
}

async function startStaticServer(root = builtApp(), base = '/app/'): Promise<RunningServer> {
	const server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		if (path === '/' || path === base.slice(0, -1)) {
			res.writeHead(302, { Location: base }).end();
			return;
		}
		if (!path.startsWith(base)) return send(res, 404, 'not found', 'text/plain');
		const rel = normalize(path.slice(base.length) || 'index.html');
		// no dot-folders (.vite/manifest.json) and no escaping the root:
		if (rel.startsWith('..') || rel.split('/').some((part) => part.startsWith('.'))) {
			return send(res, 404, 'not found', 'text/plain');
		}
		const file = join(root, rel);
		if (!existsSync(file) || !statSync(file).isFile()) return send(res, 404, 'not found', 'text/plain');
		send(res, 200, readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream', cacheControl(rel));
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		origin,
		appUrl: `${origin}${base}`,
		close: () => new Promise((done) => server.close(() => done())),
	};
}

/** Why browser tests cannot run here (no Chromium), or null; with REQUIRE_BROWSER set a missing Chromium fails instead. */
export function browserMissing(): string | null {
	if (existsSync(CHROMIUM) || process.env.REQUIRE_BROWSER) return null;
	return `no Chromium at ${CHROMIUM} (install it or set CHROMIUM_PATH)`;
}

/** Every browser suite's server start, in the order uvu runs the suites (it loads every file before running any). */
const starts: { start: () => Promise<RunningServer>; started?: Promise<RunningServer> }[] = [];

/** This suite's server (started ahead, most often) and the next suite's, started now so it boots during these tests. */
function serverFor(index: number): Promise<RunningServer> {
	const own = starts[index]!;
	own.started ??= own.start();
	const next = starts[index + 1];
	if (next && !next.started) {
		next.started = next.start();
		// its own suite reports a failed start; until then the rejection is not unhandled:
		next.started.catch(() => {});
	}
	return own.started;
}

export interface SuiteOptions {
	/** The suite's contexts install the app's service worker, as a player's browser does (off: blocked). */
	worker?: boolean;
}

export interface BrowserContext<S extends RunningServer = RunningServer> {
	browser: Browser;
	server: S;
}

/**
 * A uvu suite whose tests share the run's one Chromium (each opens its own contexts, closed after it) and the
 * suite's server, started by `start` (the static dist/ server unless told). `skip` names why the suite cannot run
 * here: then every test is reported skipped, not passed.
 */
export function browserSuite<S extends RunningServer = RunningServer>(
	name: string,
	start: () => Promise<S> = startStaticServer as () => Promise<S>,
	skip: string | null = browserMissing(),
	{ worker = false }: SuiteOptions = {},
) {
	const test = suite<Partial<BrowserContext<S>> & { failure?: unknown; startedAt?: number; readyAt?: number }>(name);
	if (skip) {
		console.warn(`\n!!! SKIPPING ${name}: ${skip} !!!\n`);
		return {
			it: (title: string, _fn: (ctx: BrowserContext<S>) => Promise<void>) => test.skip(title),
			run: () => test.run(),
		};
	}
	const index = starts.push({ start }) - 1;
	// a failed start is raised inside every test, so each one is reported as failed:
	test.before(async (ctx) => {
		try {
			builtApp();
		} catch (error) {
			ctx.failure = error;
			return;
		}
		allowWorkers(worker);
		ctx.startedAt = performance.now();
		// the run's Chromium (launched by the first suite) and this suite's server, most often started already:
		const [browser, server] = await Promise.allSettled([sharedBrowser(), serverFor(index) as Promise<S>]);
		ctx.readyAt = performance.now();
		if (browser.status === 'fulfilled') ctx.browser = browser.value;
		if (server.status === 'fulfilled') ctx.server = server.value;
		if (browser.status === 'rejected') ctx.failure = browser.reason;
		else if (server.status === 'rejected') ctx.failure = server.reason;
	});
	test.after(async (ctx) => {
		await ctx.server?.close();
		// E2E_TIMINGS=1 prints where each suite's time went
		if (process.env.E2E_TIMINGS && ctx.startedAt !== undefined) {
			const s = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
			const { startedAt, readyAt = startedAt } = ctx;
			const end = performance.now();
			console.log(
				`\n[e2e] ${name}: ${s(end - startedAt)} (start ${s(readyAt - startedAt)}, tests ${s(end - readyAt)})`,
			);
		}
	});
	const it = (title: string, fn: (ctx: BrowserContext<S>) => Promise<void>) =>
		test(title, async (ctx) => {
			if (ctx.failure) throw ctx.failure;
			allowWorkers(worker);
			try {
				await fn(ctx as BrowserContext<S>);
			} finally {
				await closeLeftovers(ctx.browser as Browser);
			}
		});
	return { it, run: () => test.run() };
}

/** A context whose pages start with a stored session, so private routes open instead of redirecting to login. */
export async function signedInContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
	const context = await browser.newContext(options);
	await context.addInitScript(() => {
		if (!localStorage.getItem('token')) {
			localStorage.setItem('token', 'e2e-token');
			localStorage.setItem('refresh_token', 'e2e-refresh');
			localStorage.setItem('user_name', 'e2e');
			localStorage.setItem('user_id', '1');
		}
	});
	return context;
}

/** The routed page has rendered: something in its body besides the pull indicator, and no loading or error view.
 * (15 s: a busy CI machine can take seconds for a chunk; speed is measured elsewhere.) */
export const pageRendered = (page: Page) =>
	page.waitForFunction(
		() => {
			const main = document.querySelector('main.page-body');
			if (!main || main.querySelector('.page-loading, .load-error')) return false;
			return main.querySelectorAll(':scope > :not(.ptr), .ptr > :not(.ptr-indicator)').length > 0;
		},
		null,
		{ timeout: 15_000 },
	);
