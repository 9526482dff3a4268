// `npm run profile:start`: where the start-up's script time goes, by source file and function. A CPU profile (CDP
// Profiler, 200 us sampling) of cold loads of the signed-in home page and the login page on the CPU of Lighthouse's
// reference phone, each sample mapped through the build's source maps (a build of its own, with maps, in
// .bench/profile/). Prints self time per source file and the heaviest functions, summed over the loads.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Browser, chromium } from 'playwright-core';
import { coldPhonePage } from './bench/calibrated-page.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { calibrationLabel } from './bench/cpu-calibration.ts';
import { formatMs, markdownTable } from './bench/markdown.ts';
import { type DemoSession, signInDemo, startServer } from './bench/server.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const ROWS = Number(process.env.PROFILE_ROWS ?? 25);
/** How long after the page's first screen the profile keeps running: the extras that wait for it settle by then. */
const AFTER_MS = Number(process.env.PROFILE_AFTER_MS ?? 4000);
/** PROFILE_SCOPE=entry: only what runs inside the entry chunk's evaluation (its top level and what that calls). */
const ENTRY_ONLY = process.env.PROFILE_SCOPE === 'entry';

interface ProfileNode {
	id: number;
	children?: number[];
	callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
}

/** The working tree built with source maps, in a directory of its own (dist/ stays as the tests expect it). */
function buildWithMaps(): string {
	const root = resolve('.bench/profile');
	rmSync(root, { recursive: true, force: true });
	mkdirSync(root, { recursive: true });
	for (const part of [
		'index.html',
		'vite.config.ts',
		'tsconfig.json',
		'package.json',
		'src',
		'sw',
		'server',
		'shared',
		'scripts',
		'public',
	])
		if (existsSync(part)) cpSync(part, join(root, part), { recursive: true });
	symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
	execSync('npx vite build --sourcemap', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
	return root;
}

/** Self time (ms) by "source file" and by "source file: function", from one profile. */
function attribute(profile: Profile, dist: string, files: Map<string, number>, functions: Map<string, number>) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map<number, number>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	/** Whether a sample's stack passes through the entry chunk's top level (its evaluation). */
	const inEntry = (id: number): boolean => {
		for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
			const f = byId.get(at)?.callFrame;
			if (f && !f.functionName && /\/assets\/index-[^/]+\.js$/.test(f.url) && f.lineNumber === 0) return true;
		}
		return false;
	};
	const maps = new Map<string, TraceMap | null>();
	const mapFor = (url: string) => {
		if (!maps.has(url)) {
			const file = join(dist, new URL(url).pathname.replace(/^\/app\//, ''));
			maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
		}
		return maps.get(url);
	};
	profile.samples.forEach((id, i) => {
		const ms = (profile.timeDeltas[i] ?? 0) / 1000;
		const frame = byId.get(id)?.callFrame;
		if (!frame || (ENTRY_ONLY && !inEntry(id))) return;
		let file = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'program'})`;
		let name = frame.functionName || '(top level)';
		const map = frame.url.includes('/assets/') ? mapFor(frame.url) : null;
		if (map) {
			const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
			if (at.source) {
				file = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
				name = at.name ?? name;
			}
		}
		files.set(file, (files.get(file) ?? 0) + ms);
		functions.set(`${file}: ${name}`, (functions.get(`${file}: ${name}`) ?? 0) + ms);
	});
}

async function profileLoad(browser: Browser, url: string, ready: string, session?: DemoSession) {
	const { context, page, cdp, calibration } = await coldPhonePage(browser, session);
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
	await cdp.send('Profiler.start');
	await page.goto(url);
	await page.waitForSelector(ready, { timeout: 60_000 });
	await page.waitForTimeout(AFTER_MS);
	const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
	await context.close();
	return { profile, calibration };
}

function table(title: string, totals: Map<string, number>, loads: number) {
	const all = [...totals.values()].reduce((a, b) => a + b, 0);
	const rows = [...totals.entries()]
		.filter(([key]) => !/^\((idle|program|garbage collector)\)/.test(key))
		.sort((a, b) => b[1] - a[1])
		.slice(0, ROWS)
		.map(([key, ms]) => [`\`${key}\``, formatMs(ms / loads), `${((ms / all) * 100).toFixed(1)}%`]);
	console.log(`\n${title}\n`);
	console.log(markdownTable(['where', 'self time per load', 'share of the profile'], rows));
}

const root = buildWithMaps();
const dist = join(root, 'dist');
const server = await startServer({ root, dist, commit: 'working tree' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
	const session = await signInDemo(server.origin);
	const app = `${server.origin}/app/`;
	for (const [page, ready, signedIn] of [
		['home (signed in)', '.meeting, .empty-state', true],
		['login', 'form.auth input#login-user', false],
	] as const) {
		const files = new Map<string, number>();
		const functions = new Map<string, number>();
		const labels: string[] = [];
		for (let i = 0; i < LOADS; i++) {
			const { profile, calibration } = await profileLoad(browser, app, ready, signedIn ? session : undefined);
			labels.push(calibrationLabel(calibration.index, calibration.slowdown));
			attribute(profile, dist, files, functions);
		}
		console.log(`\n## ${page}: ${LOADS} cold loads, to ${AFTER_MS} ms after the first screen (${labels.join('; ')})`);
		table('Self time by source file', files, LOADS);
		table('Self time by function', functions, LOADS);
	}
} finally {
	await browser.close();
	await server.close();
}
