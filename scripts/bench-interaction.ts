// `npm run bench:interaction`: bet form input-to-paint latency, a race card price tap to the bet slip, and a 100-race
// day render, on the CPU of Lighthouse's reference phone (the slowdown calibrated before each measurement).
import { type Browser, chromium, type Page } from 'playwright-core';
import { type Calibration, calibrate, calibrated, type Measured } from './bench/calibrated-page.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { calibrationLabel } from './bench/cpu-calibration.ts';
import { stamp, writeSection } from './bench/docs.ts';
import { watchFirstRows } from './bench/in-page.ts';
import { betFormLatency, dayLoad, MEETING, MEETINGS, slipLatency } from './bench/interaction-steps.ts';
import { formatMs, markdownTable } from './bench/markdown.ts';
import { buildApp, type DemoSession, signInDemo, startServer } from './bench/server.ts';
import { median, percentile } from './bench/stats.ts';
import { syntheticDay } from './bench/synthetic-day.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);

async function openHome(browser: Browser, appUrl: string, session: DemoSession, synthetic: boolean) {
	const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
	// tsx keeps function names with a __name() helper that serialised recorders call in the page:
	await context.addInitScript('globalThis.__name = (f) => f');
	await context.addInitScript((s) => {
		for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
	}, session);
	if (synthetic) {
		await context.addInitScript(watchFirstRows, [MEETING, MEETINGS] as [string, number]);
		await context.route('**/api/events/day_table**', (route) => {
			const day = new URL(route.request().url()).searchParams.get('day') ?? '';
			const data = { list: syntheticDay(day, Date.now()) };
			return route.fulfill({ json: { status: 200, message: 'ok', data } });
		});
	}
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	const calibration = await calibrate(page, cdp);
	await page.goto(appUrl);
	return { page, cdp, calibration };
}

const closeContext = (page: Page) => page.context().close();

/** LOADS cold loads of the synthetic day, each with its own calibration. */
async function dayRender(browser: Browser, appUrl: string, session: DemoSession) {
	const runs: Measured<{ loads: number[]; switches: number[] }>[] = [];
	for (let i = 0; i < LOADS; i++) {
		runs.push(
			await calibrated(
				`day load ${i + 1}`,
				async () => {
					const opened = await openHome(browser, appUrl, session, true);
					return { ...opened, value: await dayLoad(opened.page) };
				},
				closeContext,
			),
		);
	}
	return {
		loads: runs.flatMap((r) => r.value.loads),
		switches: runs.flatMap((r) => r.value.switches),
		calibrations: runs.map((r) => r.calibration),
	};
}

const build = buildApp();
const { commit } = build;
const server = await startServer(build);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let rows: (string | number)[][] = [];
try {
	const session = await signInDemo(server.origin);
	const appUrl = `${server.origin}/app/#/`;
	const formRun = await calibrated(
		'bet form',
		async () => {
			const opened = await openHome(browser, appUrl, session, false);
			return { ...opened, value: await betFormLatency(opened.page) };
		},
		closeContext,
	);
	const form = formRun.value;
	const slipRun = await calibrated(
		'bet slip',
		async () => {
			const opened = await openHome(browser, appUrl, session, false);
			return { ...opened, value: await slipLatency(opened.page, appUrl) };
		},
		closeContext,
	);
	const slip = slipRun.value;
	const day = await dayRender(browser, appUrl, session);
	// the index and slowdown each figure was taken at (the median over its loads):
	const at = (c: Calibration[]) => calibrationLabel(median(c.map((x) => x.index)), median(c.map((x) => x.slowdown)));
	const line = (what: string, v: number[], c: Calibration[]) => [
		what,
		v.filter(Number.isFinite).length,
		formatMs(percentile(v, 50)),
		formatMs(percentile(v, 95)),
		formatMs(Math.max(...v.filter(Number.isFinite))),
		at(c),
	];
	const f = [formRun.calibration];
	const sl = [slipRun.calibration];
	const failed = [...form.types, ...form.runners, slip.first, ...slip.taps, ...day.loads, ...day.switches].filter(
		(v) => !Number.isFinite(v),
	);
	if (failed.length) console.warn(`${failed.length} samples timed out and are left out`);
	rows = [
		line('bet type chosen -> combinations painted', form.types, f),
		line('runner ticked -> combinations painted', form.runners, f),
		line('bet form, all interactions', [...form.types, ...form.runners], f),
		line('first price tap on a race card -> bet slip painted', [slip.first], sl),
		line('price tap -> bet slip updated (in, out)', slip.taps, sl),
		line(
			`cold load -> a day of ${MEETINGS} meetings x 10 races painted (from navigation start)`,
			day.loads,
			day.calibrations,
		),
		line(`day switch -> the next day's ${MEETINGS} meetings painted`, day.switches, day.calibrations),
	];
	console.log(`median day switch ${formatMs(median(day.switches))}`);
} finally {
	await browser.close();
	await server.close();
}

const table = markdownTable(['measure', 'samples', 'p50', 'p95', 'max', 'CPU index, slowdown'], rows);
const note =
	"Chromium headless, the CPU slowed to Lighthouse's reference phone (the slowdown from the machine's benchmark " +
	'index measured right before each page, taken again when the index moved more than 15% across it), 375x812 ' +
	'viewport; synthetic day of 10 meetings x 10 races.';
console.log(`\nbench:interaction on commit ${commit}\n${note}\n\n${table}`);
writeSection('interaction', `${stamp(commit)} ${note}\n\n${table}`);
