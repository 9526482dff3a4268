// `npm run bench:bytes`: where the initial load's brotli bytes go, per module, as a table in docs/performance.md.
// Each module's share is its own code compressed alone, scaled so a chunk's modules add up to the chunk's real brotli.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { stamp, writeSection } from './bench/docs.ts';
import { formatKb, markdownTable } from './bench/markdown.ts';
import { htmlReferences, initialFiles, type Manifest } from './size-budget.ts';

const OUT = resolve('.bench/bytes/dist');
const ROWS = Number(process.env.BYTES_ROWS ?? 8);
const brotli = (text: string | Uint8Array) =>
	brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** node_modules/<package> (scoped too) or the source file's path. */
function owner(id: string): string {
	const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
	const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
	return pkg ? pkg[1]! : relative('.', clean);
}

/** What a module belongs to, for the summary: Preact with signals, another package, or the app's folder. */
function area(name: string): string {
	if (/^(preact|@preact\/)/.test(name)) return 'Preact and signals';
	if (!name.includes('/') || name.startsWith('@')) return name.startsWith('index.html') ? 'index.html' : `\`${name}\``;
	if (name.startsWith('vite/')) return 'Vite (module preload helper)';
	const parts = name.split('/');
	if (parts.length === 2) return 'the entry (`src/main.tsx`, `app.tsx`, `routes.ts`)';
	return `\`${parts.slice(0, parts[1] === 'pages' ? 3 : 2).join('/')}/\``;
}

const modules = new Map<string, Map<string, string>>();
const capture: Plugin = {
	name: 'bytes-capture',
	apply: 'build',
	generateBundle(_options, bundle) {
		for (const chunk of Object.values(bundle)) {
			if (chunk.type !== 'chunk') continue;
			modules.set(chunk.fileName, new Map(Object.entries(chunk.modules).map(([id, m]) => [id, m.code ?? ''])));
		}
	},
};
await build({ logLevel: 'warn', plugins: [capture], build: { outDir: OUT, emptyOutDir: true } });

const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Manifest;
const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const files = initialFiles(manifest, 'src/pages/index/index.tsx', htmlReferences(html, '/app/'));
const shares = new Map<string, number>();
const add = (name: string, bytes: number) => shares.set(name, (shares.get(name) ?? 0) + bytes);
for (const file of files) {
	const real = brotli(readFileSync(join(OUT, file)));
	const parts = modules.get(file);
	if (!parts) {
		add(
			file === 'index.html' ? 'index.html (inlined stylesheet, shells of the first screen, inline script)' : file,
			real,
		);
		continue;
	}
	const alone = [...parts].map(([id, code]) => [owner(id), code ? brotli(code) : 0] as const);
	const sum = alone.reduce((n, [, b]) => n + b, 0) || 1;
	for (const [name, b] of alone) add(name, (b / sum) * real);
}
const total = [...shares.values()].reduce((a, b) => a + b, 0);
const sorted = [...shares].sort((a, b) => b[1] - a[1]);
const rest = sorted.slice(ROWS).reduce((n, [, b]) => n + b, 0);
const rows = sorted
	.slice(0, ROWS)
	.map(([name, b]) => [`\`${name}\``, formatKb(b), `${((b / total) * 100).toFixed(1)}%`]);
if (rest) rows.push([`${sorted.length - ROWS} more modules`, formatKb(rest), `${((rest / total) * 100).toFixed(1)}%`]);
rows.push(['**initial load**', formatKb(total), '100%']);
const table = markdownTable(['module', 'brotli (share)', 'share'], rows);
const areas = new Map<string, number>();
for (const [name, b] of shares) areas.set(area(name), (areas.get(area(name)) ?? 0) + b);
const areaRows = [...areas]
	.sort((a, b) => b[1] - a[1])
	.map(([name, b]) => [name, formatKb(b), `${((b / total) * 100).toFixed(1)}%`]);
const areaTable = markdownTable(['area', 'brotli (share)', 'share'], areaRows);
const commit = (await import('node:child_process')).execSync('git rev-parse --short HEAD').toString().trim();
console.log(areaTable);
console.log(table);
writeSection(
	'bytes',
	`${stamp(`${commit} (working tree)`)} ${files.length} files before the first paint.\n\n${areaTable}\n\n${table}`,
);
