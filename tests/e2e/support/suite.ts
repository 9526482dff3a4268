// A uvu suite with its own browser and its own fresh API server, plus the page helpers the tests share.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
	browserMissing,
	browserSuite,
	pageRendered,
	type BrowserContext as SuiteContext,
	type SuiteOptions,
} from '../harness.ts';
import { type ApiServer, type ApiServerOptions, apiServerReady, startApiServer } from './api-server.ts';

export type ApiContext = SuiteContext<ApiServer>;

export const DEMO = { user: 'demo', password: 'demo-pass-2025' };

/** A browser suite whose server is its own fresh API server, so suites in one run never share one. */
export function apiBrowserSuite(
	name: string,
	env: Record<string, string> = {},
	options: ApiServerOptions & SuiteOptions = {},
) {
	const skip = apiServerReady ? browserMissing() : 'no API server';
	return browserSuite<ApiServer>(name, () => startApiServer(env, options), skip, options);
}

export const atHash = (page: Page, hash: string) =>
	page.waitForFunction((h) => location.hash.split('?')[0] === h, hash, { timeout: 15_000 });

/** Signs in through the login form and waits for the home page. */
export async function signIn(page: Page, base: string, user = DEMO.user, password = DEMO.password) {
	await page.goto(`${base}#/pages/login/login`);
	await page.fill('#login-user', user);
	await page.fill('#login-password', password);
	await page.click('button[type=submit]');
	await atHash(page, '#/');
}

type ContextOptions = Parameters<Browser['newContext']>[0];

/** A browser context the probes can run in. */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
	// axe-core goes in as an inline script, which the app's CSP rightly refuses:
	const context = await browser.newContext({ bypassCSP: true, ...options });
	// tsx keeps function names with a __name() helper that page.evaluate callbacks carry into the page:
	await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
	return context;
}

/** A context signed in once through the form; later pages of it start signed in. */
export async function demoContext(browser: Browser, base: string, options: ContextOptions = {}) {
	const context = await newContext(browser, options);
	const page = await context.newPage();
	await signIn(page, base);
	return { context, page };
}

/** A GET through the page's own stored token, answered with the envelope's data (bypasses page.route). */
export async function apiGet<T>(page: Page, origin: string, path: string, language = 'en'): Promise<T> {
	const token = await page.evaluate(() => localStorage.getItem('token'));
	// the server names venues and runners in the language asked for:
	const res = await page.context().request.get(`${origin}/api${path}`, {
		headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
	});
	return ((await res.json()) as { data: T }).data;
}

/** Opens a route and waits until its page body has rendered (the shell's loading indicator gone). */
export async function open(page: Page, base: string, path: string) {
	await page.goto(`${base}#${path}`);
	await atHash(page, `#${path.split('?')[0]}`);
	await pageRendered(page);
	// then the page's own data: no spinner left in the body (a page that never settles is judged as it stands):
	await page
		.waitForFunction(() => !document.querySelector('main.page-body .loading, main.page-body [aria-busy=true]'), null, {
			timeout: 5000,
		})
		.catch(() => {});
}
