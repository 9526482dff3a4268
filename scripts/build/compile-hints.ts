// Marks the code of the two first screens for eager compilation (V8's explicit compile hints, Chrome 136+): the entry
// (which holds the home page) and the sign-in page's chunk with its imports. A function V8 left for later is compiled
// on the main thread the first time it is called, inside the start's tasks and the first render, and nearly every
// function in these files runs then. Marked, a file is compiled on a background thread while it streams in. On the
// reference phone the entry's evaluation and the first render stopped being long tasks (docs/history/performance-log.md).
// Not every chunk: the comment costs bytes in every file it marks. Browsers without the hint read a comment.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The hint must open the file. */
export const EAGER = '//# allFunctionsCalledOnLoad\n';

/** The modules whose chunks, with the chunks they import, are the first screens' code. */
const FIRST_SCREENS = ['/src/main.tsx', '/src/pages/login/login.tsx'];

type Chunk = { type: 'chunk'; fileName: string; moduleIds: readonly string[]; imports: readonly string[] };

/** The file names of the chunks holding `modules`, and of every chunk they import. */
function firstScreenFiles(bundle: Record<string, { type: string }>, modules = FIRST_SCREENS): Set<string> {
	const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
	const files = new Set<string>();
	const add = (file: string) => {
		if (files.has(file)) return;
		files.add(file);
		for (const next of (bundle[file] as Chunk | undefined)?.imports ?? []) add(next);
	};
	for (const chunk of chunks)
		if (chunk.moduleIds.some((id) => modules.some((m) => id.endsWith(m)))) add(chunk.fileName);
	return files;
}

export function compileHints(): Plugin {
	return {
		name: 'horse-club-compile-hints',
		apply: 'build',
		enforce: 'post',
		// on the written files: Vite puts the preload helper's list of files at the top of the entry after every
		// plugin's generateBundle
		writeBundle(options, bundle) {
			for (const name of firstScreenFiles(bundle)) {
				const file = join(options.dir ?? 'dist', name);
				writeFileSync(file, EAGER + readFileSync(file, 'utf8'));
				// a source map, where one is built, skips the added line:
				if (existsSync(`${file}.map`)) {
					const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
					map.mappings = `;${map.mappings}`;
					writeFileSync(`${file}.map`, JSON.stringify(map));
				}
			}
		},
	};
}
