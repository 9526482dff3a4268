// Reads which source files import which (static, dynamic, type-only and stylesheet imports) and checks the graph
// against the layer order: shared/ under everything; in src/ lib < api < state < components < pages < router and
// the app's own files; on the server routes < http < domain < db; the app, the server, the office and the worker
// import nothing of each other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** file → the files it imports, paths relative to the repository ('src/state/session/session.ts'). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;

export function readImportGraph(
	root: string,
	dirs: readonly string[] = ['src', 'shared', 'server', 'office', 'sw'],
): ImportGraph {
	const graph: ImportGraph = new Map();
	const walk = (folder: string) => {
		for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
			const path = posix.join(folder, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (SOURCE.test(entry.name)) graph.set(path, importsOf(root, path));
		}
	};
	for (const dir of dirs) walk(dir);
	return graph;
}

function importsOf(root: string, file: string): string[] {
	// the compiler's own scan finds every import form, and skips comments and strings that only look like one:
	const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
	return importedFiles
		.map((spec) => spec.fileName)
		.filter((name) => name.startsWith('./') || name.startsWith('../'))
		.map((name) =>
			relative(root, join(root, dirname(file), name))
				.split(sep)
				.join('/'),
		);
}

/**
 * The layer a file is in: 'shared'; under src/ its folder ('state'), and 'app' for the files at the top (main,
 * app, routes); under server/ 'server/' and its folder ('server/domain'), or 'server' for the files at the top.
 */
function layerOf(file: string): string {
	const parts = file.split('/');
	const [top, folder] = parts;
	if (top === 'src') return parts.length > 2 ? folder! : 'app';
	if (top === 'server') return parts.length > 2 ? `server/${folder}` : 'server';
	return top!;
}

/** What each layer must not import: nothing above it. */
const MAY_NOT_IMPORT: Record<string, readonly string[]> = {
	i18n: ['api', 'state', 'components', 'pages', 'router', 'app'],
	lib: ['api', 'state', 'components', 'pages', 'router', 'app'],
	api: ['state', 'components', 'pages', 'router', 'app'],
	state: ['components', 'pages', 'router', 'app'],
	components: ['pages', 'router', 'app'],
	pages: ['router', 'app'],
	// the server's layers: routes -> http -> domain -> db; the demo's data (sim) runs the domain and nothing runs it
	'server/db': ['server/domain', 'server/http', 'server/routes', 'server/sim'],
	'server/domain': ['server/http', 'server/routes', 'server/sim'],
	'server/http': ['server/routes', 'server/sim'],
	'server/routes': ['server/sim'],
	'server/sim': ['server/http', 'server/routes'],
};

function banned(from: string, to: string): boolean {
	const [fromTop, toTop] = [from.split('/')[0], to.split('/')[0]];
	// the app, the server, the office and the worker share shared/ alone; shared/ depends on none of them:
	if (fromTop !== toTop) return toTop !== 'shared';
	return (MAY_NOT_IMPORT[layerOf(from)] ?? []).includes(layerOf(to));
}

/** 'src/pages/login/login.tsx' → 'login'; null outside pages/. */
const pageFolder = (file: string) => (layerOf(file) === 'pages' ? (file.split('/')[2] ?? null) : null);

/** Every import that goes up a layer or into another page's folder, as 'from -> to'. */
export function upwardImports(graph: ImportGraph): string[] {
	const found: string[] = [];
	for (const [from, targets] of graph) {
		for (const to of targets) {
			const otherPage = pageFolder(from) !== null && pageFolder(to) !== null && pageFolder(from) !== pageFolder(to);
			if (banned(from, to) || otherPage) found.push(`${from} -> ${to}`);
		}
	}
	return found.sort();
}

/** Groups of files that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function importCycles(graph: ImportGraph): string[][] {
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const cycles: string[][] = [];
	const visit = (file: string) => {
		index.set(file, index.size);
		low.set(file, index.get(file)!);
		stack.push(file);
		onStack.add(file);
		for (const next of graph.get(file) ?? []) {
			if (!graph.has(next)) continue;
			if (!index.has(next)) {
				visit(next);
				low.set(file, Math.min(low.get(file)!, low.get(next)!));
			} else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
		}
		if (low.get(file) !== index.get(file)) return;
		const group: string[] = [];
		let member: string | undefined;
		do {
			member = stack.pop()!;
			onStack.delete(member);
			group.push(member);
		} while (member !== file);
		if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
	};
	for (const file of graph.keys()) if (!index.has(file)) visit(file);
	return cycles;
}
