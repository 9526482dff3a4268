// Pure size-gate logic: which files make up each group, their totals, and whether a group misses its budget.
export interface FileSize {
	file: string;
	raw: number;
	gzip: number;
	brotli: number;
}

export interface ManifestChunk {
	file: string;
	imports?: string[];
	css?: string[];
	isEntry?: boolean;
	isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface Group {
	name: string;
	/** 'sum' adds the files up; 'max' reports the largest one (any single page chunk). */
	mode: 'sum' | 'max';
	files: string[];
}

/** A budget (what the build may weigh, brotli bytes) and the target it is coming down to. */
export type Budgets = Record<string, { brotli: number; target?: number }>;

/**
 * How far under its budget a group may fall before the gate fails: a budget that the code has left behind
 * enforces nothing, so it must come down with the code (a budget only ever goes down).
 */
export const SLACK = 0.01;

/**
 * A file as the gate weighs it: the worker's precache list, the entry's preload lists and every chunk's imports name
 * other files by a content hash, which brotli cannot shrink and which changes with any change anywhere (by tens of
 * bytes between two builds of the same code), so the hashes count as zeros; the names, the lists' lengths and the
 * code count as they are.
 */
export function withoutHashes(text: string): string {
	return text
		.replace(/([\w.-]+?-)[\w-]{8}(\.(?:js|css))/g, '$100000000$2')
		.replace(/(revision:[`'"])[0-9a-f]{16}([`'"])/g, '$10000000000000000$2');
}

export interface GroupResult {
	name: string;
	mode: 'sum' | 'max';
	raw: number;
	gzip: number;
	brotli: number;
	/** For 'max' groups: the file that set the figure. */
	largest?: string;
	budget?: number;
	target?: number;
	over: boolean;
	/** More than SLACK under the budget: the budget has to come down to what the build weighs. */
	slack: boolean;
}

/** The files a chunk pulls in before it can run: itself, its CSS, and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
	const chunk = manifest[key];
	if (!chunk || seen.has(key)) return [];
	seen.add(key);
	return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

/** Entry chunk plus the first page's chunk (it renders before anything shows), with index.html's own references. */
export function initialFiles(manifest: Manifest, firstPage: string, htmlRefs: string[]): string[] {
	const seen = new Set<string>();
	const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
	// a chunk index.html loads may be listed under a chunk key (the entry grouped with other modules has no
	// 'index.html' key), so every file the page references pulls in its own static imports too:
	const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
	const files = [
		...htmlRefs.flatMap((f) => [f, ...staticClosure(manifest, keyOf.get(f) ?? '', seen)]),
		...entries.flatMap((k) => staticClosure(manifest, k, seen)),
		...staticClosure(manifest, firstPage, seen),
	];
	return ['index.html', ...new Set(files)].filter((f, i, all) => all.indexOf(f) === i);
}

export function measureGroup(group: Group, sizes: Map<string, FileSize>, budgets: Budgets): GroupResult {
	const files = group.files.map((f) => sizes.get(f)).filter((s): s is FileSize => !!s);
	const budget = budgets[group.name]?.brotli;
	const target = budgets[group.name]?.target;
	let result: Omit<GroupResult, 'over' | 'budget' | 'target' | 'slack'>;
	if (group.mode === 'max') {
		const largest = files.reduce<FileSize | undefined>((a, b) => (!a || b.brotli > a.brotli ? b : a), undefined);
		result = {
			name: group.name,
			mode: 'max',
			raw: largest?.raw ?? 0,
			gzip: largest?.gzip ?? 0,
			brotli: largest?.brotli ?? 0,
			largest: largest?.file,
		};
	} else {
		const sum = (k: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[k], 0);
		result = { name: group.name, mode: 'sum', raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
	}
	const over = budget !== undefined && result.brotli > budget;
	const slack = budget !== undefined && result.brotli < budget * (1 - SLACK);
	return { ...result, budget, target, over, slack };
}

/** HTML attributes that load something before first paint: module scripts, stylesheets, modulepreloads. */
export function htmlReferences(html: string, base: string): string[] {
	const refs: string[] = [];
	for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g)) {
		const tag = m[0];
		const url = m[1]!;
		if (!url.startsWith(base) || (tag.startsWith('<link') && !/rel="(stylesheet|modulepreload)"/.test(tag))) continue;
		refs.push(url.slice(base.length));
	}
	return refs;
}
