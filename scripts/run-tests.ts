// Runs every uvu suite under a folder in one process, then prints a closing 'N passed, N failed' line.
// Usage: tsx scripts/run-tests.ts <folder> [file-pattern]
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

type Run = () => Promise<[unknown[] | true, number, number, number]>;
const g = globalThis as unknown as { UVU_DEFER: number; UVU_INDEX: number; UVU_QUEUE: (string | Run)[][] };

const folder = process.argv[2] ?? 'tests/unit';
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
const isTest = /\.test\.tsx?$/;

function collect(dir: string): string[] {
	return readdirSync(dir)
		.sort()
		.flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return collect(path);
			return isTest.test(name) && (!only || only.test(path)) ? [path] : [];
		});
}

const files = collect(folder);
if (!files.length) {
	console.error(`no test files under ${folder}`);
	process.exit(1);
}
// must be set before uvu loads, so suites queue up instead of running on a timer:
g.UVU_DEFER = 1;
g.UVU_QUEUE = [];
const { exec } = await import('uvu');
for (const [index, file] of files.entries()) {
	g.UVU_INDEX = index;
	g.UVU_QUEUE.push([relative(process.cwd(), file)]);
	await import(pathToFileURL(file).href);
}

let passed = 0;
let total = 0;
for (const group of g.UVU_QUEUE) {
	for (let i = 1; i < group.length; i++) {
		const run = group[i] as Run;
		group[i] = async () => {
			const result = await run();
			passed += result[1];
			total += result[3] - result[2];
			return result;
		};
	}
}
await exec(false);
const label = folder.split('/').pop();
console.log(`${label}: ${passed} passed, ${total - passed} failed`);
if (!total) {
	console.error('no test ran');
	process.exitCode = 1;
}
// a throwing before() hook fails a suite without failing its tests, so the counts decide too:
if (passed < total) process.exitCode = 1;
// open handles (servers, timers) must not keep a finished run alive:
process.exit(process.exitCode ?? 0);
