// The repository's TypeScript sources under the given folders, as paths from the root with their text, for the scans.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface SourceFile {
	path: string;
	text: string;
}

const SOURCE = /\.tsx?$/;

export function readSources(root: string, dirs: readonly string[]): SourceFile[] {
	const files: SourceFile[] = [];
	const walk = (folder: string) => {
		for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
			const path = posix.join(folder, entry.name);
			if (entry.isDirectory()) {
				if (entry.name !== 'node_modules') walk(path);
			} else if (SOURCE.test(entry.name)) files.push({ path, text: readFileSync(join(root, path), 'utf8') });
		}
	};
	for (const dir of dirs) walk(dir);
	return files.sort((a, b) => a.path.localeCompare(b.path));
}
