// The first load of the signed-in home page under the server's real CSP: what it asks for, and in what order.
import * as assert from 'uvu/assert';
import { apiBrowserSuite, atHash, DEMO } from './support/suite.ts';

const test = apiBrowserSuite('first load in the browser', {}, { worker: true });

test.it(
	'the home page paints under the strict CSP, asks for its entry, data and extras once each, extras last, the manifest after a first tap',
	async ({ browser, server }) => {
		// no bypassCSP here: the inlined stylesheet must be allowed by the server's hash, nothing else
		const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
		await context.addInitScript(() => {
			const w = window as unknown as { violations: string[] };
			w.violations = [];
			document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
			// when the first meeting is in the page, on the page's own clock (resource timings use the same one):
			const at = window as unknown as { meetingsAt?: number; manifestAt?: number };
			const seen = new MutationObserver(() => {
				if (!at.meetingsAt && document.querySelector('.meeting')) at.meetingsAt = performance.now();
				if (!at.manifestAt && document.querySelector('link[rel="manifest"]')) at.manifestAt = performance.now();
				if (at.meetingsAt && at.manifestAt) seen.disconnect();
			});
			seen.observe(document, { childList: true, subtree: true });
			// who asks for the meetings: index.html's inline script runs while the page is still parsing
			const calls: { url: string; state: string }[] = [];
			(window as unknown as { calls: typeof calls }).calls = calls;
			const fetch = window.fetch;
			window.fetch = (input, init) => {
				calls.push({ url: String(input), state: document.readyState });
				return fetch(input, init);
			};
		});
		// signed in through the API, so the app starts cold: nothing in its race cache, no worker yet
		const res = await fetch(`${server.origin}/api/user/signin`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ user_name: DEMO.user, password: DEMO.password, device_id: 'e2e-first-load' }),
		});
		const { data } = (await res.json()) as { data: Record<string, string | number> };
		await context.addInitScript((d) => {
			localStorage.setItem('token', String(d.access_token));
			localStorage.setItem('refresh_token', String(d.refresh_token));
			localStorage.setItem('user_name', String(d.user_name));
			localStorage.setItem('user_id', String(d.user_id));
		}, data);
		const fresh = await context.newPage();
		await fresh.goto(`${server.appUrl}#/`);
		await atHash(fresh, '#/');
		await fresh.waitForSelector('.meeting', { timeout: 15_000 });
		// the extras are up (the prompts' container comes with them) and all is quiet:
		await fresh.waitForSelector('.pwa-prompts', { state: 'attached', timeout: 15_000 });
		await fresh.waitForLoadState('networkidle');
		assert.not.ok(
			await fresh.evaluate(() => !!document.querySelector('link[rel="manifest"]')),
			'the manifest is linked before the player did anything',
		);
		await fresh.click('.home-header');
		await fresh.waitForFunction(() => !!document.querySelector('link[rel="manifest"]'), null, { timeout: 15_000 });
		await fresh.waitForLoadState('networkidle');
		const { meetingsAt, manifestAt, asked, fcp } = await fresh.evaluate(() => ({
			fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
			meetingsAt: (window as unknown as { meetingsAt: number }).meetingsAt,
			manifestAt: (window as unknown as { manifestAt: number }).manifestAt,
			asked: performance
				.getEntriesByType('resource')
				.map((r) => ({ url: new URL(r.name).pathname, at: r.startTime }))
				.concat(
					performance.getEntriesByType('navigation').map((r) => ({ url: new URL(r.name).pathname, at: r.startTime })),
				),
		}));

		assert.equal(await fresh.evaluate(() => (window as unknown as { violations: string[] }).violations), []);
		const background = await fresh.evaluate(() => getComputedStyle(document.body).backgroundColor);
		assert.is(background, 'rgb(245, 245, 245)', 'the inlined stylesheet applies');
		const count = (re: RegExp) => asked.filter((r) => re.test(r.url)).length;
		assert.is(count(/\/app\/assets\/index-[\w-]+\.js$/), 1, 'the Link preload and the script tag share one fetch');
		const early = asked.filter((r) => r.at < meetingsAt).map((r) => r.url);
		assert.equal(
			early.filter((u) => /\.css$|mount-pwa|reality-check|manifest/.test(u)),
			[],
			`no stylesheet file, worker or reality check before the meetings are on screen (at ${Math.round(meetingsAt)} ms; asked: ${asked
				.map((r) => `${r.url.split('/').pop()}@${Math.round(r.at)}`)
				.join(' ')})`,
		);
		// the server drew the home page with today's meetings and embedded them: the page asks for none
		assert.is(count(/\/api\/events\/day_table$/), 0, 'the embedded day is the first meetings reply');
		const calls = await fresh.evaluate(() => (window as unknown as { calls: { url: string; state: string }[] }).calls);
		assert.equal(
			calls.filter((c) => c.url.includes('/api/events/day_table')).map((c) => c.state),
			[],
			'the meetings come with the document: neither index.html nor the app asks for them',
		);
		const at = (re: RegExp) => asked.find((r) => re.test(r.url))?.at ?? Number.NaN;
		assert.is(count(/\/api\/user\/balance$/), 1, 'and one balance request');
		// the first beat and the balance wait for the first screen's paint, or a second at most:
		for (const re of [/\/api\/user\/heartbeat$/, /\/api\/user\/balance$/]) {
			assert.ok(
				at(re) >= Math.min(fcp, 900),
				`${re} asked at ${Math.round(at(re))} ms, before the first paint at ${fcp}`,
			);
		}
		assert.ok(manifestAt >= meetingsAt, 'the manifest is linked only once the meetings are on screen');
		await context.close();
	},
);

test.run();
