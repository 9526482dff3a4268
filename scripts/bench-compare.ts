// `npm run bench:compare`: the home page in Horse Club (Preact) beside a minimal React 19 + react-router 7 shell.
import { resolve } from 'node:path';
import { stamp, writeSection } from './bench/docs.ts';
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
const { commit } = build;
const sizes = {
	preact: initialLoad(build.dist, '/app/', 'src/pages/index/index.tsx'),
	react: initialLoad(reactDist, REACT_BASE, 'src/main.jsx'),
};

const server = await startServer(build);
// both apps through one origin and one API, so the network path is the same for each:
const proxy = await startProxy(server.origin, REACT_BASE, resolve(reactDist));
const medians: Record<'preact' | 'react', Figures> = {} as never;
try {
	const session = await signInDemo(proxy.origin);
	const apps = [
		{ key: 'preact' as const, url: `${proxy.origin}/app/#/` },
		{ key: 'react' as const, url: `${proxy.origin}${REACT_BASE}#/` },
	];
	for (const app of apps) {
		const runs: Figures[] = [];
		for (let i = 1; i <= RUNS; i++) {
			const label = `compare-${app.key}-${i}`;
			runs.push(await audit(app.url, { profile: PROFILE, label, session, origin: proxy.origin }));
			console.log(`${label}: score ${runs.at(-1)?.score}, LCP ${Math.round(runs.at(-1)?.lcp ?? 0)} ms`);
		}
		medians[app.key] = medianOf(runs);
	}
} finally {
	await proxy.close();
	await server.close();
}

const row = (name: string, key: 'preact' | 'react') => {
	const f = medians[key];
	const s = sizes[key];
	return [
		name,
		formatKb(s.brotli),
		formatKb(s.raw),
		s.files,
		f.score,
		formatMs(f.fcp),
		formatMs(f.lcp),
		formatMs(f.tbt),
		formatMs(f.tti),
		formatKb(f.bytes),
	];
};
const table = markdownTable(
	['home page', 'initial (brotli)', 'initial (raw)', 'files', 'score', 'FCP', 'LCP', 'TBT', 'TTI', 'transferred'],
	[row('Horse Club (Preact 11 + signals)', 'preact'), row('React 19 + react-router 7', 'react')],
);
const ratio = sizes.react.brotli / sizes.preact.brotli;
const summary = `React's initial load is ${ratio.toFixed(1)}x the Preact app's (brotli).`;
console.log(`\nbench:compare on commit ${commit}, ${PROFILE.name}, ${RUNS}-run medians\n\n${table}\n\n${summary}`);
writeSection(
	'compare',
	`${stamp(commit)} Lighthouse ${PROFILE.name}, median of ${RUNS} runs.\n\n${table}\n\n${summary}`,
);
