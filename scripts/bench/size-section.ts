// Runs `npm run size` (scripts/size.ts) and keeps its tables for docs/performance.md.
import { spawnSync } from 'node:child_process';
import { writeSection } from './docs.ts';

export function writeSizeSection(stamp: string) {
	const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts'], { encoding: 'utf8' });
	const out = `${run.stdout}${run.stderr}`.trim();
	console.log(out);
	writeSection('size', `${stamp}\n\n\`\`\`text\n${out}\n\`\`\``);
}
