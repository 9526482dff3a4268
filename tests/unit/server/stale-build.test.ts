import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { staleBuild } from '../../../scripts/start/stale-build.ts';

const test = suite<{ root: string }>('npm start: when to build', { root: '' });

/** Writes a file dated `at` seconds after the epoch. */
function put(root: string, path: string, at: number) {
	mkdirSync(dirname(join(root, path)), { recursive: true });
	writeFileSync(join(root, path), '');
	utimesSync(join(root, path), at, at);
}

test.before.each((ctx) => {
	ctx.root = mkdtempSync(join(tmpdir(), 'hc-stale-'));
	put(ctx.root, 'src/main.tsx', 100);
	put(ctx.root, 'office/main.tsx', 100);
	put(ctx.root, 'dist/index.html', 200);
	put(ctx.root, 'dist/office/office.html', 200);
	put(ctx.root, 'dist/ssr/first-screen.js', 200);
});
test.after.each((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

test('a build newer than every source is current', (ctx) => {
	assert.is(staleBuild(ctx.root), '');
});

test("the back office's page missing means a build", (ctx) => {
	rmSync(join(ctx.root, 'dist/office'), { recursive: true });
	assert.match(staleBuild(ctx.root), 'dist/office/office.html is missing');
});

test('a back office source newer than the build means a build', (ctx) => {
	put(ctx.root, 'office/screens/players.tsx', 300);
	assert.match(staleBuild(ctx.root), 'office changed');
});

test('a shared rule newer than the build means a build', (ctx) => {
	put(ctx.root, 'shared/bets/cost.ts', 300);
	assert.match(staleBuild(ctx.root), 'shared changed');
});

test.run();
