// `npm run size`: raw, gzip and brotli bytes per file and per group, checked against budgets.json.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budgetRises, previousBudgets, systemGit } from './budget-history.ts';
import {
	type Budgets,
	type FileSize,
	type Group,
	htmlReferences,
	initialFiles,
	type Manifest,
	measureGroup,
	SLACK,
	withoutHashes,
} from './size-budget.ts';

const DIST = 'dist';
const BASE = '/app/';
const FIRST_PAGE = 'src/pages/index/index.tsx';

if (!existsSync(join(DIST, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });

const measure = (file: string): FileSize => {
	const read = readFileSync(join(DIST, file));
	const bytes = /\.(?:js|html)$/.test(file) ? Buffer.from(withoutHashes(read.toString('utf8'))) : read;
	return {
		file,
		raw: bytes.length,
		gzip: gzipSync(bytes, { level: 9 }).length,
		brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
	};
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const assets = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`);
const code = assets.filter((f) => /\.(js|css)$/.test(f));
// the staff back office is its own build (dist/office): its own group, never in the player's 'all':
const OFFICE = join(DIST, 'office/assets');
const office = existsSync(OFFICE)
	? readdirSync(OFFICE)
			.filter((f) => /\.(js|css)$/.test(f))
			.map((f) => `office/assets/${f}`)
	: [];
const sizes = new Map(['index.html', 'sw.js', ...assets, ...office].map((f) => [f, measure(f)]));

const groups: Group[] = [
	{
		name: 'initial',
		mode: 'sum',
		files: initialFiles(manifest, FIRST_PAGE, htmlReferences(readFileSync(join(DIST, 'index.html'), 'utf8'), BASE)),
	},
	{
		name: 'page',
		mode: 'max',
		files: Object.entries(manifest)
			.filter(([key]) => key.startsWith('src/pages/'))
			.map(([, chunk]) => chunk.file),
	},
	{ name: 'sw', mode: 'sum', files: ['sw.js'] },
	{ name: 'all', mode: 'sum', files: code },
	{ name: 'office', mode: 'sum', files: office },
];

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`.padStart(10);
const row = (name: string, s: { raw: number; gzip: number; brotli: number }, extra = '') =>
	`${name.padEnd(44)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}  ${extra}`;

console.log(`${'file'.padEnd(44)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
for (const s of [...sizes.values()].sort((a, b) => b.brotli - a.brotli)) console.log(row(s.file, s));

console.log(
	`\n${'group'.padEnd(44)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}  budget (brotli)`,
);
let failed = false;
for (const group of groups) {
	const r = measureGroup(group, sizes, budgets);
	failed ||= r.over || r.slack;
	const label = r.mode === 'max' ? `${r.name} (largest: ${r.largest})` : `${r.name} (${group.files.length} files)`;
	// the exact figure, so a budget can be set to it (bytes in budgets.json):
	const state = r.over
		? `OVER (${r.brotli} B)`
		: r.slack
			? `UNDER by more than ${SLACK * 100}% (${r.brotli} B): lower the budget`
			: 'ok';
	const target = r.target === undefined ? '' : `, target ${kb(r.target).trim()}${r.brotli <= r.target ? ' met' : ''}`;
	const verdict = r.budget === undefined ? 'no budget' : `${kb(r.budget).trim()} ${state}${target}`;
	console.log(row(label, r, verdict));
}
const history = previousBudgets(systemGit);
if ('skip' in history) console.log(`\nbudget history: not compared (${history.skip})`);
else {
	const rises = budgetRises(history.budgets, budgets);
	for (const rise of rises) console.error(`budget rose since ${history.ref}: ${rise}`);
	if (rises.length) failed = true;
	else console.log(`\nbudget history: no budget higher than in ${history.ref}`);
}
if (failed) {
	console.error(
		`\nsize gate: a group is over its budget, or more than ${SLACK * 100}% under it (budgets.json must come down with the code),\nor a budget rose (a budget only comes down: a feature pays for its bytes inside it)`,
	);
	process.exitCode = 1;
} else console.log(`\nsize gate: every group within budget and within ${SLACK * 100}% of it`);
