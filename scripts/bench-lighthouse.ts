// `npm run bench:lighthouse`: Lighthouse medians for the signed-in home page and the login page, two profiles.
import { stamp, writeSection } from './bench/docs.ts';
import { audit, type Figures, PROFILES, REPORT_DIR } from './bench/lighthouse-run.ts';
import { lighthouseTable, type Row } from './bench/lighthouse-table.ts';
import { buildApp, signInDemo, startServer } from './bench/server.ts';
import { writeSizeSection } from './bench/size-section.ts';
import { medianOf } from './bench/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const build = buildApp();
const { commit } = build;
const server = await startServer(build);
const rows: Row[] = [];
try {
	const session = await signInDemo(server.origin);
	const pages = [
		{ name: 'home (signed in)', slug: 'home', url: `${server.origin}/app/#/`, session },
		{ name: 'login', slug: 'login', url: `${server.origin}/app/#/pages/login/login`, session: undefined },
	];
	for (const profile of PROFILES) {
		for (const page of pages) {
			const runs: Figures[] = [];
			for (let i = 1; i <= RUNS; i++) {
				const label = `${page.slug}-${profile.name.replace(/\s+/g, '-')}-${i}`;
				runs.push(await audit(page.url, { profile, label, session: page.session, origin: server.origin }));
				console.log(`${label}: score ${runs.at(-1)?.score}, LCP ${Math.round(runs.at(-1)?.lcp ?? 0)} ms`);
			}
			rows.push({ page: page.name, profile: profile.name, figures: medianOf(runs) });
		}
	}
} finally {
	await server.close();
}

const table = lighthouseTable(rows);
console.log(`\nLighthouse ${RUNS}-run medians on commit ${commit} (reports in ${REPORT_DIR}/)\n\n${table}`);
writeSection('lighthouse', `${stamp(commit)} Median of ${RUNS} runs each.\n\n${table}`);
writeSizeSection(build.root, stamp(commit));
