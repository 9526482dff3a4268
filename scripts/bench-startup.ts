// `npm run bench:startup`: every main-thread task from navigation to a settled first screen (home signed in, home for a
// returning player whose phone kept the last racing calendar, login, home in Chinese), traced in Chromium on the CPU
// of Lighthouse's reference phone; prints the long ones (50 ms or more) and what each spent its time on, and the first
// contentful paint, so a change to the start-up can be seen task by task.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium } from 'playwright-core';
import { calibrated, coldPhonePage } from './bench/calibrated-page.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { calibrationLabel } from './bench/cpu-calibration.ts';
import { stamp, writeSection } from './bench/docs.ts';
import {
	blockingTime,
	describeTask,
	firstContentfulPaint,
	type Task,
	type TraceEvent,
	tasksOf,
} from './bench/long-tasks.ts';
import { formatMs, markdownTable } from './bench/markdown.ts';
import { buildApp, keptCalendar, signInDemo, startServer } from './bench/server.ts';
import { median } from './bench/stats.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
// blink.user_timing and loading: the navigation's start and the first contentful paint
const CATEGORIES = [
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'v8.execute',
	'toplevel',
	'v8',
	'blink.user_timing',
	'loading',
];

/**
 * The main thread has been free for a while: five idle periods in a row with most of their 50 ms left. As source for
 * CDP's Runtime.evaluate: Playwright's own selectors and evaluations would inject its library into the page (tens of
 * milliseconds of script on this phone) inside the very trace that is measuring the page's tasks.
 */
const QUIET = `new Promise((done) => {
	let calm = 0;
	const next = () => requestIdleCallback((d) => {
		calm = d.timeRemaining() >= 40 ? calm + 1 : 0;
		if (calm >= 5) done(true);
		else next();
	});
	next();
})`;

/** Asks the page, through CDP alone, until `expression` holds (60 s at most). */
async function until(cdp: CDPSession, expression: string) {
	const limit = Date.now() + 60_000;
	for (;;) {
		const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
		if (result.value) return;
		if (Date.now() > limit) throw new Error(`never true: ${expression}`);
		await new Promise((next) => setTimeout(next, 50));
	}
}

async function load(browser: Browser, url: string, ready: string, session?: object) {
	const { page, cdp, calibration } = await coldPhonePage(browser, session);
	await browser.startTracing(page, { categories: CATEGORIES });
	await page.goto(url);
	await until(cdp, `!!document.querySelector(${JSON.stringify(ready)})`);
	await page.waitForLoadState('networkidle');
	await cdp.send('Runtime.evaluate', { expression: QUIET, awaitPromise: true });
	const raw = await browser.stopTracing();
	if (process.env.BENCH_TRACE_DIR) {
		mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
		writeFileSync(
			join(process.env.BENCH_TRACE_DIR, `${new URL(url).hash.replace(/\W+/g, '-')}-${Date.now()}.json`),
			raw,
		);
	}
	const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
	return {
		page,
		cdp,
		calibration,
		value: { tasks: tasksOf(trace.traceEvents), firstPaint: firstContentfulPaint(trace.traceEvents) },
	};
}

const build = buildApp();
const server = await startServer(build);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const rows: (string | number)[][] = [];
const details: string[] = [];
try {
	const session = await signInDemo(server.origin);
	const pages = [
		// the home page has settled once its meetings are drawn by the app (not the HTML's shell):
		{ name: 'home (signed in)', url: `${server.origin}/app/#/`, ready: 'section.meeting', session },
		// a returning player's phone also keeps the last racing calendar, from which the start works out Today:
		{
			name: 'home (returning, calendar kept)',
			url: `${server.origin}/app/#/`,
			ready: 'section.meeting',
			session: { ...session, ...(await keptCalendar(server.origin, session)) },
		},
		{ name: 'login', url: `${server.origin}/app/#/pages/login/login`, ready: '#app #login-user' },
		// a player who chose Chinese: the first screen's shell in Chinese, then the app with its Chinese text
		{
			name: 'home (signed in, Chinese)',
			url: `${server.origin}/app/#/`,
			ready: 'section.meeting',
			session: { ...session, lang: 'zh' },
		},
	];
	for (const p of pages) {
		const runs: { tasks: Task[]; firstPaint: number; index: number; slowdown: number }[] = [];
		for (let i = 1; i <= LOADS; i++) {
			const r = await calibrated(
				`${p.name} ${i}`,
				() => load(browser, p.url, p.ready, p.session),
				(page) => page.context().close(),
			);
			runs.push({ ...r.value, ...r.calibration });
			const long = r.value.tasks.filter((t) => t.duration >= 50);
			console.log(`  ${long.length} long tasks:\n${long.map((t) => `    ${describeTask(t)}`).join('\n')}`);
			if (i === 1)
				details.push(
					`${p.name}, load 1 (${calibrationLabel(r.calibration.index, r.calibration.slowdown)}):`,
					...(long.length ? long.map((t) => `- ${describeTask(t)}`) : ['- no task of 50 ms or more']),
				);
		}
		const longest = runs.map((r) => Math.max(0, ...r.tasks.map((t) => t.duration)));
		rows.push([
			p.name,
			LOADS,
			formatMs(median(longest)),
			formatMs(Math.max(...longest)),
			median(runs.map((r) => r.tasks.filter((t) => t.duration >= 50).length)),
			formatMs(median(runs.map((r) => blockingTime(r.tasks)))),
			formatMs(median(runs.map((r) => r.firstPaint))),
			calibrationLabel(median(runs.map((r) => r.index)), median(runs.map((r) => r.slowdown))),
		]);
	}
} finally {
	await browser.close();
	await server.close();
}

const table = markdownTable(
	[
		'page',
		'loads',
		'longest task (median)',
		'longest task (max)',
		'tasks >= 50 ms',
		'blocking time',
		'first contentful paint (median)',
		'CPU index, slowdown',
	],
	rows,
);
const note =
	"Chromium headless, 375x812, cold loads (a fresh profile each), the CPU slowed to Lighthouse's reference phone; " +
	'every main-thread task from navigation until the first screen is drawn by the app, the network is idle and the ' +
	'main thread has been idle for five idle periods in a row. Blocking time: what each task spends beyond 50 ms. ' +
	'First contentful paint: from the navigation, with no network throttling.';
const body = `${note}\n\n${table}`;
// the per-task split is for the reader at the console; the doc keeps the table:
console.log(
	`\nbench:startup on commit ${build.commit}\n\n${body}\n\nThe long tasks of each page's first load (ms by kind of work; what ran):\n\n${details.join('\n')}`,
);
writeSection('startup', `${stamp(build.commit)} ${body}`);
