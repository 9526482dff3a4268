// Marks the entry chunk for eager compilation (V8's explicit compile hints, Chrome 136+): nearly every function in it
// runs during the start, and a function V8 left for later is compiled on the main thread the first time it is called,
// inside the start's tasks. Marked, V8 compiles the whole file on a background thread while it streams in. On the
// reference phone the entry's evaluation and the first render each lost 10-15 ms of their 50-80 ms
// (docs/performance.md, "A sixth look"). Browsers without the hint read a comment.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = '/src/main.tsx';

/** The hint must open the file. */
export const EAGER = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
	return {
		name: 'horse-club-compile-hints',
		apply: 'build',
		enforce: 'post',
		// on the written file: Vite puts the preload helper's list of files at the top of the entry after every plugin's
		// generateBundle
		writeBundle(options, bundle) {
			for (const chunk of Object.values(bundle)) {
				// the entry is merged into the first paint's chunk (vite.config.ts), which Rolldown no longer marks as an entry:
				if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => id.endsWith(ENTRY))) continue;
				const file = join(options.dir ?? 'dist', chunk.fileName);
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
