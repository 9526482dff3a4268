// Runs `npm run size` (scripts/size.ts) and keeps its tables for docs/performance.md.
import { spawnSync } from 'node:child_process';
import { writeSection } from './docs.ts';

const FILE_ROWS = 10;

/** The doc keeps the largest files and every group; the console has them all. */
function largestFiles(out: string): string {
	const lines = out.split('\n');
	const groups = lines.findIndex((line) => line.startsWith('group'));
	const files = lines.slice(1, groups).filter((line) => line.trim());
	if (groups < 0 || files.length <= FILE_ROWS) return out;
	const kept = [lines[0], ...files.slice(0, FILE_ROWS), `(${files.length - FILE_ROWS} smaller files)`, ''];
	return [...kept, ...lines.slice(groups)].join('\n');
}

/** Runs the size script of the tree that was built, against its own dist/ and budgets.json. */
export function writeSizeSection(root: string, stamp: string) {
	const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts'], { cwd: root, encoding: 'utf8' });
	const out = `${run.stdout}${run.stderr}`.trim();
	console.log(out);
	writeSection('size', `${stamp}\n\n\`\`\`text\n${largestFiles(out)}\n\`\`\``);
}
