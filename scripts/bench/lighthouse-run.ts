// One Lighthouse audit in a fresh Chromium profile, optionally signed in first, reduced to the figures we print.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';
import type { DemoSession } from './server.ts';

export const REPORT_DIR = 'reports/lighthouse';
const AUDIT_LIMIT_MS = 150_000;

export interface Profile {
	name: string;
	/** Simulated throttling; undefined is Lighthouse's default mobile profile. */
	throttling?: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
}

export const PROFILES: Profile[] = [
	{ name: 'default mobile' },
	{ name: 'slow 3G', throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 } },
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
	};
}

/** Stores the session in localStorage from a page of the origin that is not the app, so no service worker is installed before the audit. */
async function seedSession(port: number, origin: string, session: DemoSession) {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	const context = browser.contexts()[0] ?? (await browser.newContext());
	const page = await context.newPage();
	await page.goto(`${origin}/api/health-of-the-bench`).catch(() => {});
	await page.evaluate((s) => {
		for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
	}, session);
	await page.close();
	await browser.close();
}

export interface AuditOptions {
	profile: Profile;
	label: string;
	session?: DemoSession;
	origin: string;
}

/** One audit, tried again (up to 3 times) when Lighthouse itself fails, e.g. a lost trace (NO_NAVSTART) on a busy machine. */
export async function audit(url: string, opts: AuditOptions): Promise<Figures> {
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
		if (opts.session) await seedSession(chrome.port, opts.origin, opts.session);
		const flags: Flags = {
			port: chrome.port,
			output: ['json', 'html'],
			logLevel: 'error',
			onlyCategories: ['performance'],
			formFactor: 'mobile',
			throttlingMethod: 'simulate',
			// a seeded session must survive; the profile is fresh anyway:
			disableStorageReset: !!opts.session,
			...(opts.profile.throttling ? { throttling: opts.profile.throttling } : {}),
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
		return figures(result.lhr);
	} finally {
		chrome.kill();
	}
}
