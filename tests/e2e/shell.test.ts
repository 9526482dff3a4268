import * as assert from 'uvu/assert';
import { SIGN_IN_ROUTES, SPEC_ROUTES } from '../setup/spec-routes.ts';
import { browserSuite, pageRendered, signedInContext } from './harness.ts';
import { seriousViolations } from './support/a11y.ts';

// every signed-in route of docs/spec.md with its English title:
const ROUTES = SPEC_ROUTES.filter(([path]) => !SIGN_IN_ROUTES.includes(path));
const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js$/;
const LATE_SHELL_CHUNK = /\/assets\/late-shell-[\w-]+\.js$/;

const { it, run } = browserSuite('app shell in Chromium', undefined, undefined, { worker: true });

it('every route opens at /app/#<route> with its title', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	for (const [path, title] of ROUTES) {
		await page.goto(`${server.appUrl}#${path}?from=e2e`);
		await page.waitForFunction((t) => document.title === t, title, { timeout: 5000 }).catch(() => {});
		assert.is(await page.title(), title, `document.title for ${path}`);
		// a page with its own header draws it once its chunk has loaded:
		const heading = page.locator('h1', { hasText: title });
		await heading
			.first()
			.waitFor({ timeout: 5000 })
			.catch(() => {});
		assert.ok(await heading.count(), `${path} must show its title in a header`);
	}
	await context.close();
});

it('login and sign-up open while signed out', async ({ browser, server }) => {
	const page = await browser.newPage();
	for (const [path, title] of SPEC_ROUTES.filter(([path]) => SIGN_IN_ROUTES.includes(path))) {
		await page.goto(`${server.appUrl}#${path}`);
		await page.waitForFunction((t) => document.title === t, title, { timeout: 5000 }).catch(() => {});
		assert.is(await page.title(), title, `document.title for ${path}`);
	}
	await page.close();
});

it('back goes home with one page on the stack, and steps back otherwise', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	await page.goto(`${server.appUrl}#/pages/about/about`);
	await page.getByRole('button', { name: 'Back' }).click();
	await page.waitForFunction(() => document.title === 'Horse Club');
	assert.is(await page.evaluate(() => location.hash), '#/', 'a lone page goes back to /');

	await page.goto(`${server.appUrl}#/pages/about/about`);
	await page.waitForFunction(() => document.title === 'About');
	await page.evaluate(() => {
		location.hash = '#/pages/rule/rule';
	});
	await page.waitForFunction(() => document.title === 'Rules');
	await page.getByRole('button', { name: 'Back' }).click();
	await page.waitForFunction(() => document.title === 'About');
	assert.is(await page.evaluate(() => location.hash), '#/pages/about/about', 'two pages deep, back steps back');
	await page.getByRole('button', { name: 'Back' }).click();
	await page.waitForFunction(() => document.title === 'Horse Club');
	await context.close();
});

it('the tab bar moves between the main sections', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	await page.goto(server.appUrl);
	await page.getByRole('link', { name: 'Order' }).click();
	await page.waitForFunction(() => document.title === 'Order');
	assert.is(await page.getByRole('link', { name: 'Order' }).getAttribute('aria-current'), 'page');
	await context.close();
});

it('a slow page shows nothing at first, then the loading indicator, then the page', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	let release!: () => void;
	const held = new Promise<void>((done) => (release = done));
	await page.route(ABOUT_CHUNK, async (route) => {
		await held;
		await route.continue();
	});
	await page.goto(server.appUrl);
	await page.waitForFunction(() => document.title === 'Horse Club');
	// timed inside the page, so the test's own round trips do not blur the 200 ms rule:
	const shownAfter = await page.evaluate(
		() =>
			new Promise<number>((done) => {
				const start = performance.now();
				new MutationObserver(() => {
					if (document.querySelector('.page-loading')) done(performance.now() - start);
				}).observe(document.body, { subtree: true, childList: true });
				location.hash = '#/pages/about/about';
			}),
	);
	assert.ok(shownAfter >= 190, `indicator must wait 200 ms, showed after ${shownAfter} ms`);
	assert.ok(shownAfter < 2000, `indicator must show soon after 200 ms, took ${shownAfter} ms`);
	release();
	await pageRendered(page);
	assert.is(await page.locator('.page-loading').count(), 0, 'indicator gone once the page renders');
	await context.close();
});

it('a failed page chunk shows an error view that reloads on click', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	await page.route(ABOUT_CHUNK, (route) => route.abort());
	await page.goto(`${server.appUrl}#/pages/about/about`);
	const error = page.locator('.load-error');
	await error.waitFor({ timeout: 3000 });
	await page.unroute(ABOUT_CHUNK);
	await Promise.all([page.waitForEvent('load'), error.click()]);
	await pageRendered(page);
	await context.close();
});

it('going offline and back online shows a notice each time', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	await page.goto(server.appUrl);
	await page.waitForFunction(() => document.title === 'Horse Club');
	await context.setOffline(true);
	await page.locator('.toast', { hasText: 'Currently offline' }).waitFor({ timeout: 3000 });
	await context.setOffline(false);
	await page.locator('.toast', { hasText: 'Back online' }).waitFor({ timeout: 3000 });
	await context.close();
});

it('a connection lost before the late shell arrives is told, and its return', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	// the late shell's chunk is held back, as on a network that drops just after the first screen:
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route(LATE_SHELL_CHUNK, async (route) => {
		await held;
		await route.continue().catch(() => {});
	});
	await page.goto(server.appUrl);
	await page.waitForFunction(() => document.title === 'Horse Club');
	await context.setOffline(true);
	await page.locator('.toast', { hasText: 'Currently offline' }).waitFor({ timeout: 3000 });
	await context.setOffline(false);
	await page.locator('.toast', { hasText: 'Back online' }).waitFor({ timeout: 3000 });
	release();
	await context.close();
});

it('logs the version stamp and exposes it globally', async ({ browser, server }) => {
	const page = await browser.newPage();
	const logs: string[] = [];
	page.on('console', (m) => logs.push(m.text()));
	await page.goto(server.appUrl);
	await page.waitForFunction(() => document.title !== '');
	assert.is(await page.evaluate(() => globalThis.__HORSE_CLUB_VERSION__), '202509131608');
	assert.ok(
		logs.some((l) => l.includes('202509131608')),
		'version logged at start',
	);
	await page.close();
});

it('an unknown route shows not-found with a link home', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	await page.goto(`${server.appUrl}#/pages/nope/nope`);
	await page.getByRole('link', { name: 'Back to home' }).click();
	await page.waitForFunction(() => document.title === 'Horse Club');
	await context.close();
});

it('Chinese is restored from storage and loads its own chunk', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
	const page = await context.newPage();
	await page.goto(`${server.appUrl}#/pages/about/about`);
	await page.waitForFunction(() => document.title === '关于我们', null, { timeout: 5000 });
	assert.is(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
	await context.close();
});

it('shell pages have no serious accessibility violations', async ({ browser, server }) => {
	const context = await signedInContext(browser);
	const page = await context.newPage();
	for (const path of ['/', '/pages/about/about', '/pages/nope']) {
		await page.goto(`${server.appUrl}#${path}`);
		await page.locator('h1').first().waitFor();
		const violations = (await seriousViolations(page)).map((v) => v.id);
		assert.equal(violations, [], `axe violations on ${path}`);
	}
	await context.close();
});

it('the service worker installs and precaches the shell', async ({ browser, server }) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(server.appUrl);
	const cached = await page.evaluate(async () => {
		await navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' });
		const registration = await navigator.serviceWorker.ready;
		const keys = await caches.keys();
		const urls = (await Promise.all(keys.map(async (k) => (await caches.open(k)).keys()))).flat().map((r) => r.url);
		return { scope: registration.scope, urls };
	});
	assert.is(cached.scope, server.appUrl, 'worker scope is /app/');
	assert.ok(
		cached.urls.some((u) => u.includes('/app/index.html')),
		'index.html must be precached',
	);
	assert.ok(
		cached.urls.some((u) => /\/app\/assets\/index-[\w-]+\.js/.test(u)),
		'the entry chunk must be precached',
	);
	await context.close();
});

run();
