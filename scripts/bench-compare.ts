// `npm run bench:compare`: the home page in Horse Club (Preact) beside a minimal React 19 + react-router 7 shell and
// the floor (an empty Preact page), interleaved in one run, every audit on the calibrated reference phone.
import { resolve } from 'node:path';
import { calibrationLabel } from './bench/cpu-calibration.ts';
import { stamp, writeSection } from './bench/docs.ts';
import { buildFloor, FLOOR_BASE } from './bench/floor-build.ts';
import { initialLoad } from './bench/initial-bytes.ts';
import { audit, type Figures, PROFILES } from './bench/lighthouse-run.ts';
import { formatKb, formatMs, markdownTable } from './bench/markdown.ts';
import { startProxy } from './bench/proxy.ts';
import { buildReact, REACT_BASE } from './bench/react-build.ts';
import { buildApp, signInDemo, startServer } from './bench/server.ts';
import { medianOf } from './bench/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROFILE = PROFILES[0]!;

const build = buildApp();
const reactDist = await buildReact();
const floorDist = await buildFloor();
const { commit } = build;
const sizes = {
	preact: initialLoad(build.dist, '/app/', 'src/pages/index/index.tsx'),
	react: initialLoad(reactDist, REACT_BASE, 'src/main.jsx'),
};

const server = await startServer(build);
// both apps through one origin and one API, so the network path is the same for each:
const proxy = await startProxy(server.origin, REACT_BASE, resolve(reactDist));
const floor = await startProxy(server.origin, FLOOR_BASE, resolve(floorDist));
const medians: Record<'preact' | 'react' | 'floor', Figures> = {} as never;
try {
	const session = await signInDemo(proxy.origin);
	const apps = [
		{ key: 'floor' as const, url: `${floor.origin}${FLOOR_BASE}`, origin: floor.origin },
		{ key: 'preact' as const, url: `${proxy.origin}/app/#/`, origin: proxy.origin },
		{ key: 'react' as const, url: `${proxy.origin}${REACT_BASE}#/`, origin: proxy.origin },
	];
	const runs = apps.map((): Figures[] => []);
	// interleaved, so a busy spell on the machine hits each alike:
	for (let i = 1; i <= RUNS; i++) {
		for (const [a, app] of apps.entries()) {
			const label = `compare-${app.key}-${i}`;
			const f = await audit(app.url, { profile: PROFILE, label, session, origin: app.origin });
			runs[a]!.push(f);
			console.log(
				`${label}: score ${f.score}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms (${calibrationLabel(f.calibrated, f.slowdown)})`,
			);
		}
	}
	for (const [a, app] of apps.entries()) medians[app.key] = medianOf(runs[a]!);
} finally {
	await floor.close();
	await proxy.close();
	await server.close();
}

const row = (name: string, key: 'preact' | 'react' | 'floor') => {
	const f = medians[key];
	const s = key === 'floor' ? undefined : sizes[key];
	return [
		name,
		s ? formatKb(s.brotli) : '',
		s ? formatKb(s.raw) : '',
		s?.files ?? '',
		f.score,
		formatMs(f.fcp),
		formatMs(f.lcp),
		formatMs(f.tbt),
		formatMs(f.tti),
		formatKb(f.bytes),
		calibrationLabel(f.calibrated, f.slowdown),
	];
};
const table = markdownTable(
	[
		'home page',
		'initial (brotli)',
		'initial (raw)',
		'files',
		'score',
		'FCP',
		'LCP',
		'TBT',
		'TTI',
		'transferred',
		'CPU index, slowdown',
	],
	[
		row('floor (empty Preact + preact-iso)', 'floor'),
		row('Horse Club (Preact 11 + signals)', 'preact'),
		row('React 19 + react-router 7', 'react'),
	],
);
const ratio = sizes.react.brotli / sizes.preact.brotli;
const tbtHalf = medians.preact.tbt <= medians.react.tbt / 2 ? 'PASS' : 'MISS';
const summary =
	`React's initial load is ${ratio.toFixed(1)}x the Preact app's (brotli). ` +
	`Horse Club's TBT at most half React's: ${tbtHalf}. Each audit's CPU slowdown was calibrated right before it ` +
	"to emulate Lighthouse's reference phone (medians of the indexes and slowdowns shown).";
console.log(`\nbench:compare on commit ${commit}, ${PROFILE.name}, ${RUNS}-run medians\n\n${table}\n\n${summary}`);
writeSection(
	'compare',
	`${stamp(commit)} Lighthouse ${PROFILE.name}, median of ${RUNS} runs, interleaved.\n\n${table}\n\n${summary}`,
);
