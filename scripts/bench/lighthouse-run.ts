// One Lighthouse audit in a fresh Chromium profile, optionally signed in first, reduced to the figures we print.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';
import { benchmarkIndex } from './cpu-benchmark.ts';
import { calibrationLabel, indexMoved, roundSlowdown, slowdownFor } from './cpu-calibration.ts';
import type { DemoSession } from './server.ts';

export const REPORT_DIR = 'reports/lighthouse';
const AUDIT_LIMIT_MS = 150_000;
/** Audits run again while Lighthouse's own index strays from the calibrated one, at most this many in all. */
const CALIBRATION_TRIES = 4;
/** `BENCH_SLOWDOWN=4` fixes the multiplier instead (Lighthouse's default, whatever the machine). */
const FIXED_SLOWDOWN = Number(process.env.BENCH_SLOWDOWN) || undefined;

export interface Profile {
	name: string;
	/** The simulated network; the CPU slowdown is calibrated per audit. */
	network: { rttMs: number; throughputKbps: number };
}

export const PROFILES: Profile[] = [
	{ name: 'default mobile', network: presets.mobileSlow4G },
	{ name: 'slow 3G', network: { rttMs: 400, throughputKbps: 400 } },
];

export interface Figures {
	score: number;
	fcp: number;
	lcp: number;
	tbt: number;
	cls: number;
	si: number;
	tti: number;
	bytes: number;
	/** Lighthouse's CPU benchmark index of the machine during the run: the same build scores worse on a slower CPU. */
	cpu: number;
	/** The index measured right before the audit, which set its slowdown. */
	calibrated: number;
	/** The CPU slowdown the audit ran at. */
	slowdown: number;
}

function figures(lhr: Result): Figures {
	const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
	return {
		score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
		fcp: n('first-contentful-paint'),
		lcp: n('largest-contentful-paint'),
		tbt: n('total-blocking-time'),
		cls: n('cumulative-layout-shift'),
		si: n('speed-index'),
		tti: n('interactive'),
		bytes: n('total-byte-weight'),
		cpu: lhr.environment?.benchmarkIndex ?? Number.NaN,
		calibrated: Number.NaN,
		slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
	};
}

/**
 * Before the audit, in its own browser: stores the session in localStorage from a page of the origin that is not
 * the app (so no service worker is installed before the audit), and measures the machine's index right then.
 */
async function prepare(port: number, origin: string, session: DemoSession | undefined): Promise<number> {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	const context = browser.contexts()[0] ?? (await browser.newContext());
	const page = await context.newPage();
	if (session) {
		await page.goto(`${origin}/api/health-of-the-bench`).catch(() => {});
		await page.evaluate((s) => {
			for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
		}, session);
	}
	const index = await benchmarkIndex(page);
	await page.close();
	await browser.close();
	return index;
}

export interface AuditOptions {
	profile: Profile;
	label: string;
	session?: DemoSession;
	origin: string;
}

/**
 * One audit on the emulated reference phone: calibrated right before it, and run again (up to CALIBRATION_TRIES in
 * all) while the index Lighthouse measured in the audit moved more than 15% from the calibration's, since then its
 * slowdown emulated another phone. The last try stands if the machine never settles, and says so.
 */
export async function audit(url: string, opts: AuditOptions): Promise<Figures> {
	for (let attempt = 1; ; attempt++) {
		const f = await auditRetried(url, opts);
		const label = `${opts.label}: calibrated ${calibrationLabel(f.calibrated, f.slowdown)}, audit's index ${Math.round(f.cpu)}`;
		if (FIXED_SLOWDOWN || !indexMoved(f.calibrated, f.cpu)) return f;
		if (attempt >= CALIBRATION_TRIES) {
			console.warn(`${label}: moved more than 15% in ${attempt} tries; kept the last`);
			return f;
		}
		console.warn(`${label}: moved more than 15%; measuring again`);
	}
}

/** Tried again (up to 3 times) when Lighthouse itself fails, e.g. a lost trace (NO_NAVSTART) on a busy machine. */
async function auditRetried(url: string, opts: AuditOptions): Promise<Figures> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await auditOnce(url, opts);
		} catch (error) {
			if (attempt >= 3) throw error;
			console.warn(`${opts.label}: ${error instanceof Error ? error.message : error}; trying again`);
		}
	}
}

async function auditOnce(url: string, opts: AuditOptions): Promise<Figures> {
	const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
	try {
		const calibrated = await prepare(chrome.port, opts.origin, opts.session);
		const cpuSlowdownMultiplier = FIXED_SLOWDOWN ?? roundSlowdown(slowdownFor(calibrated));
		const flags: Flags = {
			port: chrome.port,
			output: ['json', 'html'],
			logLevel: 'error',
			onlyCategories: ['performance'],
			formFactor: 'mobile',
			throttlingMethod: 'simulate',
			// a seeded session must survive; the profile is fresh anyway:
			disableStorageReset: !!opts.session,
			throttling: { ...opts.profile.network, cpuSlowdownMultiplier },
		};
		// a run that hangs (a lost page on a busy machine) fails after AUDIT_LIMIT_MS and is tried again:
		let timer: NodeJS.Timeout | undefined;
		const limit = new Promise<never>((_, fail) => {
			timer = setTimeout(() => fail(new Error(`no result after ${AUDIT_LIMIT_MS / 1000} s`)), AUDIT_LIMIT_MS);
		});
		const result = await Promise.race([lighthouse(url, flags), limit]).finally(() => clearTimeout(timer));
		if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
		mkdirSync(REPORT_DIR, { recursive: true });
		const [json, html] = result.report as string[];
		writeFileSync(join(REPORT_DIR, `${opts.label}.report.json`), json ?? '');
		writeFileSync(join(REPORT_DIR, `${opts.label}.report.html`), html ?? '');
		if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
		return { ...figures(result.lhr), calibrated };
	} finally {
		chrome.kill();
	}
}
