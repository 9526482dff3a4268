// Two server processes on one PostgreSQL, each drawing the home document (server/first-screen/): a day changed in the
// database (a scratching) is served by both at their next request, and each draws the new day once, however many
// requests ask for it at the same time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPg } from '../../../server/db/db.ts';
import { type Cluster, postgresOrSkip, startCluster } from './support/pg-cluster.ts';
import { type ServerProcess, startProcess } from './support/server-process.ts';

type Ctx = { dir: string; dist: string; cluster?: Cluster; servers: ServerProcess[] };
const s = suite<Ctx>('a changed day drawn once by each of two processes', { dir: '', dist: '', servers: [] });

const shell = (name: string) => `<div class="first-shell" data-shell="${name}" inert>${name}</div>`;
const INDEX = `<!doctype html><html lang="en"><head></head><body><div id="app">${['home', 'login', 'home-zh', 'login-zh'].map(shell).join('')}</div>\n<noscript>JS</noscript></body></html>`;
// a render bundle standing in for the app's (dist/ssr): the document's day is the embedded reply, which it does not draw
const BUNDLE =
	"export async function renderFirstScreen(s) { return '<main>' + s + ' ' + document.documentElement.lang + '</main>'; }";

s.before(async (ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-first-pg-'));
	ctx.dist = join(ctx.dir, 'dist');
	mkdirSync(join(ctx.dist, 'ssr'), { recursive: true });
	writeFileSync(join(ctx.dist, 'index.html'), INDEX);
	writeFileSync(join(ctx.dist, 'ssr', 'first-screen.js'), BUNDLE);
	const bin = postgresOrSkip('the first screen on two processes');
	if (bin) ctx.cluster = await startCluster(bin);
});
s.after(async (ctx) => {
	for (const server of ctx.servers) server.child.kill('SIGKILL');
	await ctx.cluster?.destroy();
	rmSync(ctx.dir, { recursive: true, force: true });
});

/** The home document as a browser opens it. */
async function home(url: string) {
	const res = await fetch(`${url}/app/`, { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } });
	const html = await res.text();
	return { status: res.status, etag: res.headers.get('etag'), html };
}

/** The versions a process drew in English, one entry per draw, from its log. */
const draws = (server: ServerProcess) =>
	server.lines
		.map((line) => /"msg":"first screen drawn","lang":"en","version":"([^"]+)"/.exec(line)?.[1])
		.filter((v) => v !== undefined);

s('both processes serve the changed day, each drawing it once', async (ctx) => {
	if (!ctx.cluster) return;
	const env = { DATABASE_URL: ctx.cluster.url, DIST_DIR: ctx.dist, SIM_TICK_SECONDS: '0' };
	// one after the other on one data dir (its card key): the first seeds the demo day, the second finds it there
	ctx.servers.push(await startProcess(ctx.dir, env));
	ctx.servers.push(await startProcess(ctx.dir, env));
	const [a, b] = ctx.servers as [ServerProcess, ServerProcess];
	const [beforeA, beforeB] = await Promise.all([home(a.url), home(b.url)]);
	assert.is(beforeA.status, 200);
	assert.match(beforeA.html, 'data-ssr><main>home en</main>', 'the document is drawn');
	assert.is(beforeA.etag, beforeB.etag, 'the same day is the same document in both');
	const day = /data-day="([\d-]+)"/.exec(beforeA.html)?.[1];
	assert.ok(day, 'a day embedded');

	const db = openPg(ctx.cluster.url, { max: 1 });
	try {
		const scratched = await db.query(
			`UPDATE runners SET scratched = true WHERE (race_id, horse_id) = (SELECT h.race_id, h.horse_id FROM runners h
			 JOIN races r ON r.id = h.race_id JOIN meetings m ON m.id = r.meeting_id
			 WHERE m.day = $1 AND m.event_type = 'Races' AND NOT h.scratched ORDER BY r.id, h.horse_id LIMIT 1)`,
			[day],
		);
		assert.is(scratched.rowCount, 1, "a runner of the day's table scratched");
	} finally {
		await db.close();
	}
	// many requests to each at once, then one more each:
	const after = await Promise.all([...Array.from({ length: 6 }, (_, i) => home((i % 2 ? a : b).url))]);
	const again = await Promise.all([home(a.url), home(b.url)]);
	const etags = new Set([...after, ...again].map((r) => r.etag));
	assert.equal([...etags], [after[0]!.etag], 'both processes serve one document for the changed day');
	assert.is.not(after[0]!.etag, beforeA.etag, 'the changed day is a new document');

	for (const [name, server] of [['a', a] as const, ['b', b] as const]) {
		const versions = draws(server);
		// the day before and the changed day (a race starting meanwhile would be a third, drawn once too):
		assert.ok(versions.length >= 2, `process ${name} drew ${versions.length} times`);
		assert.is(new Set(versions).size, versions.length, `process ${name} drew a version twice: ${versions.join(', ')}`);
	}
	assert.equal(draws(a), draws(b), 'the two processes drew the same versions');
});

s.run();
