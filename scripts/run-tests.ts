// Runs every uvu suite under a folder in one process, then prints a closing 'N passed, N failed' line.
// Usage: tsx scripts/run-tests.ts <folder> [file-pattern]
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';
import { runAfterRun } from '../tests/setup/after-run.ts';

const folder = process.argv[2] ?? 'tests/unit';
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;

const { suites } = await parse(folder, /\.test\.tsx?$/);
const chosen = suites
	.map((suite) => ({ ...suite, name: join(folder, suite.name) }))
	.filter((suite) => !only || only.test(suite.name));
if (!chosen.length) {
	console.error(`no test files under ${folder}${only ? ` matching ${only}` : ''}`);
	process.exit(1);
}

// FATAL_WARNINGS=1 (.ci/run on the supported Node): a warning of the runtime's fails the run, as deprecations throw
let warned = 0;
if (process.env.FATAL_WARNINGS === '1') process.on('warning', () => warned++);

// uvu reports its totals only in the summary it prints, so keep the tail of what it writes:
let tail = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
	tail = (tail + String(chunk)).slice(-4096);
	return write(chunk, ...rest);
}) as typeof process.stdout.write;

try {
	await run(chosen);
} catch (error) {
	// a test file that throws while loading stops the run before any summary:
	console.error(error);
	process.exit(1);
}
process.stdout.write = write;
await runAfterRun();

const summary = /Total:\s+(\d+)\s+Passed:\s+(\d+)\s+Skipped:\s+(\d+)/.exec(stripVTControlCharacters(tail));
if (!summary) {
	console.error('uvu printed no summary');
	process.exit(1);
}
const [total, passed, skipped] = summary.slice(1).map(Number) as [number, number, number];
const failed = total - passed;
const label = folder.split('/').pop();
console.log(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (!total && !skipped) {
	console.error('no test ran');
	process.exitCode = 1;
}
// a throwing before() hook fails a suite without failing its tests (uvu prints no error for it), so the counts decide too:
if (failed) {
	if (!process.exitCode) console.error(`${failed} test(s) never ran: a before() hook threw`);
	process.exitCode = 1;
}
// a warning is emitted on a later tick: let those the last test raised arrive before counting them
await new Promise((done) => setImmediate(done));
if (warned) {
	console.error(`${warned} runtime warning(s) (printed above): FATAL_WARNINGS=1 fails the run`);
	process.exitCode = 1;
}
// open handles (servers, timers) must not keep a finished run alive:
process.exit(process.exitCode ?? 0);
