// A browser page slowed to Lighthouse's reference phone, calibrated before each measurement and checked after it.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { benchmarkIndex } from './cpu-benchmark.ts';
import { calibrationLabel, indexMoved, roundSlowdown, slowdownFor } from './cpu-calibration.ts';

/** `BENCH_SLOWDOWN=4` fixes the multiplier instead of calibrating it. */
const FIXED_SLOWDOWN = Number(process.env.BENCH_SLOWDOWN) || undefined;
/** A measurement is taken again while the machine's index moves more than 15% across it, at most this many times. */
const TRIES = 4;

export interface Calibration {
	/** The index measured right before, which set the slowdown. */
	index: number;
	slowdown: number;
}

/** Measures the index on the page, unthrottled, then slows its CPU to match the reference phone. */
export async function calibrate(page: Page, cdp: CDPSession): Promise<Calibration> {
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	const index = await benchmarkIndex(page);
	const slowdown = FIXED_SLOWDOWN ?? roundSlowdown(slowdownFor(index));
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
	return { index, slowdown };
}

/** Whether the machine's index moved more than 15% since `used` (measured unthrottled; the slowdown is put back). */
async function moved(page: Page, cdp: CDPSession, used: Calibration): Promise<boolean> {
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	const after = await benchmarkIndex(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: used.slowdown });
	const drift = !FIXED_SLOWDOWN && indexMoved(used.index, after);
	if (drift) console.warn(`index ${Math.round(used.index)} -> ${Math.round(after)} across a measurement`);
	return drift;
}

export interface Measured<T> {
	value: T;
	calibration: Calibration;
}

/**
 * Runs `measure` (which opens its page, calibrates it and returns it with its figures) and takes it again while the
 * index moved more than 15% across it; `close` ends each attempt's page.
 */
export async function calibrated<T>(
	label: string,
	measure: () => Promise<{ page: Page; cdp: CDPSession; calibration: Calibration; value: T }>,
	close: (page: Page) => Promise<void>,
): Promise<Measured<T>> {
	for (let attempt = 1; ; attempt++) {
		const { page, cdp, calibration, value } = await measure();
		const drift = await moved(page, cdp, calibration);
		await close(page);
		console.log(`${label}: ${calibrationLabel(calibration.index, calibration.slowdown)}`);
		if (!drift || attempt >= TRIES) return { value, calibration };
	}
}

/**
 * A fresh context (a cold load: no cache, no worker) with a phone's viewport, signed in when a session is given, and
 * its page already slowed to the reference phone.
 */
export async function coldPhonePage(browser: Browser, session?: object) {
	const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
	if (session)
		await context.addInitScript((s) => {
			for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
		}, session);
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	const calibration = await calibrate(page, cdp);
	return { context, page, cdp, calibration };
}
