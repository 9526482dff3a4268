// The run's one Chromium, shared by every browser suite: launched on first need (again only if it has gone),
// closed once the runner has run every suite, with a context per test closed after it.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
// one Chromium and one set of quiet flags for the browser tests and the benchmarks:
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/bench/chromium.ts';
import { afterRun } from '../../setup/after-run.ts';

let shared: Promise<Browser> | undefined;
/** Whether the running suite's contexts may install the app's service worker. */
let workers = false;

/** Set by each suite as it runs: its contexts install the service worker, or block it. */
export function allowWorkers(allow: boolean) {
	workers = allow;
}

export function sharedBrowser(): Promise<Browser> {
	if (!existsSync(CHROMIUM)) return Promise.reject(new Error(`REQUIRE_BROWSER is set but ${CHROMIUM} is missing`));
	shared ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS }).then((browser) => {
		const open = browser.newContext.bind(browser);
		// an install precaches the whole build, in every context: only the suites that test the worker pay for it
		browser.newContext = (options = {}) => open({ serviceWorkers: workers ? 'allow' : 'block', ...options });
		browser.once('disconnected', () => {
			shared = undefined;
		});
		return browser;
	});
	shared.catch(() => {
		shared = undefined;
	});
	return shared;
}

// the runner awaits this once every suite has run, so Chromium is closed rather than killed:
afterRun(async () => {
	await (await shared?.catch(() => undefined))?.close();
});

/** Closes what a test left open in the shared browser, so the next test starts with no context of another's. */
export async function closeLeftovers(browser: Browser) {
	await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})));
}
