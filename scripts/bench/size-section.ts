// Runs `npm run size` (scripts/size.ts) and keeps its tables for docs/performance.md.
import { spawnSync } from 'node:child_process';
import { writeSection } from './docs.ts';

/** Runs the size script of the tree that was built, against its own dist/ and budgets.json. */
export function writeSizeSection(root: string, stamp: string) {
	const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts'], { cwd: root, encoding: 'utf8' });
	const out = `${run.stdout}${run.stderr}`.trim();
	console.log(out);
	writeSection('size', `${stamp}\n\n\`\`\`text\n${out}\n\`\`\``);
}
