// `npm run screens`: the demo player's view of every route at 360 px, in English and in Chinese, as PNGs in
// docs/screens/<lang>/ for the README and for a look at what changed; the same at 320 px (<lang>-320/) and with the
// browser's text size at 200% (<lang>-text200/); then the states a player's taps bring up (screens-states.ts). Runs
// the real server on demo data.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { startServer } from './bench/server.ts';
import { shootStates } from './screens-states.ts';

// SCREENS_DIR and SCREENS_FULL=1 (whole pages, not the first screen) are for a closer look while working:
const OUT = resolve(process.env.SCREENS_DIR ?? 'docs/screens');
const FULL = process.env.SCREENS_FULL === '1';
// the usual phone, the narrowest one, and the usual phone with the player's text at twice the browser's default:
const VARIANTS = [
	{ suffix: '', width: 360, text: 16 },
	{ suffix: '-320', width: 320, text: 16 },
	{ suffix: '-text200', width: 360, text: 32 },
];
// the alias shows the same page as '/':
const ROUTES = [...readFileSync('src/routes.ts', 'utf8').matchAll(/path: '([^']+)'/g)]
	.map((m) => m[1] as string)
	.filter((path) => path !== '/pages/index/index');
const SIGNED_OUT = new Set(['/pages/login/login', '/pages/login/register']);

/** '/' → 'home', '/pages/order/sport_list' → 'order-sport_list'. */
const fileName = (path: string) => (path === '/' ? 'home' : path.replace(/^\/pages\//, '').replace(/\//g, '-'));

/** Chromium draws Chinese only with a CJK font installed; without one every character is a box. */
function chineseFont(): boolean {
	try {
		return execSync('fc-list :lang=zh', { encoding: 'utf8' }).trim() !== '';
	} catch {
		return false;
	}
}

/** Chromium's PNGs quantised to a palette (about a third of the bytes, no visible change) when pngquant is there. */
function compress(dir: string): void {
	try {
		execSync(`pngquant --quality 70-95 --speed 1 --strip --force --ext .png ${dir}/*.png`, { stdio: 'ignore' });
	} catch {
		console.warn(`pngquant not found (Debian: apt-get install -y pngquant): ${dir} left as Chromium wrote it`);
	}
}

async function api<T>(origin: string, token: string, path: string): Promise<T> {
	const res = await fetch(`${origin}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
	return ((await res.json()) as { data: T }).data;
}

/** The query the one-thing pages need: an open race for Detail, an event for Sport-Detail. */
async function queries(origin: string, token: string): Promise<Record<string, string>> {
	const races = await api<{ list: { race_id: number; start_time: string; status: string }[] }>(
		origin,
		token,
		'/events/races',
	);
	const race = races.list.find((r) => r.status === 'open' && Date.parse(r.start_time) > Date.now() + 120_000);
	const sports = await api<{ list: { id: number }[] }>(origin, token, '/sports/list');
	return {
		'/pages/detail/detail': `?race_id=${race?.race_id ?? races.list[0]?.race_id ?? ''}`,
		'/pages/sport/detail': `?id=${sports.list[0]?.id ?? ''}`,
	};
}

/** Waits until the page and its data are on screen: no loading indicator, nothing busy, fonts in. */
async function settled(page: Page) {
	await page
		.waitForFunction(
			() => {
				const main = document.querySelector('main.page-body');
				return !!main?.children.length && !document.querySelector('.loading, .page-loading, [aria-busy=true]');
			},
			null,
			{ timeout: 10_000 },
		)
		.catch(() => console.warn(`  still loading after 10 s: ${page.url()}`));
	await page.evaluate(() => document.fonts.ready);
	// the toast and the pull indicator's transitions settle:
	await page.waitForTimeout(400);
}

async function shoot(page: Page, base: string, path: string, query: string, file: string) {
	await page.goto(`${base}#${path}${query}`);
	await settled(page);
	await page.screenshot({ path: file, fullPage: FULL });
}

async function main() {
	const zh = chineseFont();
	if (!zh) {
		console.error(
			'No Chinese font: `fc-list :lang=zh` finds none, so Chromium would draw every Chinese character as a box.\n' +
				'Install one (Debian: `apt-get install -y fonts-wqy-microhei`) and run again. English only this time.',
		);
	}
	if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' });
	const server = await startServer({ root: resolve('.'), dist: resolve('dist'), commit: 'worktree' });
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
	try {
		const base = `${server.origin}/app/`;
		for (const [lang, variant] of (zh ? ['en', 'zh'] : ['en']).flatMap((l) => VARIANTS.map((v) => [l, v] as const))) {
			const dir = resolve(OUT, `${lang}${variant.suffix}`);
			rmSync(dir, { recursive: true, force: true });
			mkdirSync(dir, { recursive: true });
			const viewport = { width: variant.width, height: 740 };
			const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: lang });
			await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
			const page = await context.newPage();
			// the browser's own text size setting, which every rem in the app follows:
			const cdp = await context.newCDPSession(page);
			const fontSizes = { standard: variant.text, fixed: Math.round(variant.text * 0.8125) };
			await cdp.send('Page.setFontSizes', { fontSizes });
			for (const path of SIGNED_OUT) await shoot(page, base, path, '', resolve(dir, `${fileName(path)}.png`));
			// sign in through the form, as a player does:
			await page.goto(`${base}#/pages/login/login`);
			await page.fill('#login-user', 'demo');
			await page.fill('#login-password', 'demo-pass-2025');
			await page.click('button[type=submit]');
			await page.waitForFunction(() => location.hash === '#/');
			const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
			const query = await queries(server.origin, token);
			for (const path of ROUTES.filter((p) => !SIGNED_OUT.has(p))) {
				await shoot(page, base, path, query[path] ?? '', resolve(dir, `${fileName(path)}.png`));
			}
			await shootStates(page, base, query['/pages/detail/detail'] ?? '', (name) => resolve(dir, `${name}.png`));
			compress(dir);
			console.log(`${lang}${variant.suffix}: ${ROUTES.length} screens in ${dir}`);
			await context.close();
		}
	} finally {
		await browser.close();
		await server.close();
	}
	if (!zh) process.exitCode = 1;
}

await main();
