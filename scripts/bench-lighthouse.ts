// `npm run bench:lighthouse`: Lighthouse medians for the signed-in home page and the login page, two profiles, each
// beside an empty Preact + preact-iso page (the floor) and the React 19 twin of the home page measured in the same
// run, every audit on the same emulated phone (the CPU slowdown calibrated right before it).
import { resolve } from 'node:path';
import { calibrationLabel } from './bench/cpu-calibration.ts';
import { stamp, writeSection } from './bench/docs.ts';
import { buildFloor, FLOOR_BASE } from './bench/floor-build.ts';
import { audit, type Figures, PROFILES, REPORT_DIR } from './bench/lighthouse-run.ts';
import { lighthouseTable, type Row } from './bench/lighthouse-table.ts';
import { startProxy } from './bench/proxy.ts';
import { buildReact, REACT_BASE } from './bench/react-build.ts';
import { buildApp, signInDemo, startServer } from './bench/server.ts';
import { writeSizeSection } from './bench/size-section.ts';
import { medianOf } from './bench/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const build = buildApp();
const floorDist = await buildFloor();
const reactDist = await buildReact();
const { commit } = build;
const server = await startServer(build);
// the floor's and the twin's static files, brotli like the app's, each on an origin of its own in front of the
// same server:
const floor = await startProxy(server.origin, FLOOR_BASE, resolve(floorDist));
const react = await startProxy(server.origin, REACT_BASE, resolve(reactDist));
const rows: Row[] = [];
try {
	const session = await signInDemo(server.origin);
	const pages = [
		{
			name: 'floor (empty Preact + preact-iso)',
			slug: 'floor',
			url: `${floor.origin}${FLOOR_BASE}`,
			origin: floor.origin,
		},
		{
			name: 'React 19 twin of home (signed in)',
			slug: 'react',
			url: `${react.origin}${REACT_BASE}#/`,
			session,
			origin: react.origin,
		},
		{ name: 'home (signed in)', slug: 'home', url: `${server.origin}/app/#/`, session, origin: server.origin },
		{ name: 'login', slug: 'login', url: `${server.origin}/app/#/pages/login/login`, origin: server.origin },
	];
	const REACT = 1;
	for (const profile of PROFILES) {
		const medians: Figures[] = [];
		// runs interleaved across the pages, so a busy spell on the machine hits each page alike:
		const runs = pages.map((): Figures[] => []);
		for (let i = 1; i <= RUNS; i++) {
			for (const [p, page] of pages.entries()) {
				const label = `${page.slug}-${profile.name.replace(/\s+/g, '-')}-${i}`;
				const figures = await audit(page.url, { profile, label, session: page.session, origin: page.origin });
				runs[p]!.push(figures);
				console.log(
					`${label}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms ` +
						`(${calibrationLabel(figures.calibrated, figures.slowdown)}; audit's index ${Math.round(figures.cpu)})`,
				);
			}
		}
		for (const r of runs) medians.push(medianOf(r));
		for (const [p, page] of pages.entries()) {
			const app = p > REACT;
			rows.push({
				page: page.name,
				profile: profile.name,
				figures: medians[p]!,
				floor: p ? medians[0] : undefined,
				react: app ? medians[REACT] : undefined,
			});
		}
	}
} finally {
	await react.close();
	await floor.close();
	await server.close();
}

const table = lighthouseTable(rows);
const note =
	`Median of ${RUNS} runs each, interleaved; in brackets each figure's ratio to the floor page on the same profile. ` +
	"Every audit emulates Lighthouse's reference phone: its CPU slowdown comes from the machine's benchmark index " +
	"measured right before it (Lighthouse's calculator), and an audit whose own index moved more than 15% from that " +
	'one was run again; the table gives the median of each.';
console.log(`\nLighthouse on commit ${commit} (reports in ${REPORT_DIR}/). ${note}\n\n${table}`);
writeSection('lighthouse', `${stamp(commit)} ${note}\n\n${table}`);
writeSizeSection(build.root, stamp(commit));
