// The app's code runs after the HTML's first screen has been drawn, not in the task that parses and lays it out: the
// page's first frame does not wait for the app's evaluation (scripts/build/start-after-paint.ts), under the strict
// CSP. A module script would run before DOMContentLoaded, always; this entry runs after it and after the next frame.
import * as assert from 'uvu/assert';
import { apiBrowserSuite, newContext } from './support/suite.ts';

const test = apiBrowserSuite('the app starts after the first paint');

test.it(
	'the entry runs after DOMContentLoaded and the frame after it, and the app comes up',
	async ({ browser, server }) => {
		const context = await newContext(browser, { bypassCSP: false, viewport: { width: 360, height: 740 } });
		await context.addInitScript(() => {
			const w = window as unknown as { started?: number; frame?: number; violations: string[] };
			w.violations = [];
			document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
			// asked for before the page's own scripts run, so this frame comes first in its turn:
			addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => (w.frame = performance.now())));
			// the entry stamps its version on the global object as it runs (src/lib/version.ts): note when
			Object.defineProperty(window, '__HORSE_CLUB_VERSION__', {
				configurable: true,
				set(value: string) {
					w.started = performance.now();
					Object.defineProperty(window, '__HORSE_CLUB_VERSION__', { value, writable: true, configurable: true });
				},
			});
		});
		const page = await context.newPage();
		await page.goto(`${server.appUrl}#/pages/login/login`);
		// the app's own form: the one the server drew into the document is there before the entry runs
		await page.waitForSelector('#app .first-shell', { state: 'detached' });
		await page.waitForSelector('form.auth input#login-user');
		const at = await page.evaluate(() => {
			const w = window as unknown as { started?: number; frame?: number; violations: string[] };
			const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
			return { started: w.started, frame: w.frame, loaded: nav.domContentLoadedEventEnd, violations: w.violations };
		});
		assert.ok(at.started !== undefined && at.frame !== undefined, `entry ran at ${at.started}, frame at ${at.frame}`);
		assert.ok(
			at.started > at.loaded,
			`the entry ran at ${at.started} ms, before DOMContentLoaded ended (${at.loaded})`,
		);
		assert.ok(at.started > at.frame, `the entry ran at ${at.started} ms, before the frame at ${at.frame} ms`);
		assert.equal(at.violations, [], 'the inline starter runs under the CSP');
		await context.close();
	},
);

test.run();
