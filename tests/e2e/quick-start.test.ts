// README's quick start on a fresh copy of the repository: `npm start` builds what it serves, and every page README
// names answers. The copy holds what git keeps only (no dist/, no data/); node_modules is linked, as `npm ci`
// would install the same tree.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const test = suite<{ dir: string; child: ChildProcess | null }>('quick start on a fresh clone', {
	dir: '',
	child: null,
});

/** The repository's files as a clone of this work tree would hold them (nothing git ignores), into a new folder. */
function freshClone(): string {
	const dir = mkdtempSync(join(tmpdir(), 'hc-clone-'));
	const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
		encoding: 'utf8',
	})
		.split('\0')
		.filter((file) => file && existsSync(file));
	for (const file of files) {
		mkdirSync(dirname(join(dir, file)), { recursive: true });
		cpSync(file, join(dir, file));
	}
	symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
	return dir;
}

/** Starts `npm start` as README shows and resolves with the address it prints, or fails with what it wrote. */
function npmStart(ctx: { dir: string; child: ChildProcess | null }): Promise<string> {
	const child = spawn('npm', ['start'], {
		cwd: ctx.dir,
		detached: true,
		env: { ...process.env, PORT: '0', DATA_DIR: join(ctx.dir, 'data'), DATABASE_URL: '' },
	});
	ctx.child = child;
	let output = '';
	return new Promise((done, fail) => {
		const read = (chunk: Buffer) => {
			output += chunk;
			const started = /Horse Club: (http:\/\/\S+)\/app\//.exec(output);
			if (started) done(started[1]!);
		};
		child.stdout!.on('data', read);
		child.stderr!.on('data', read);
		child.on('exit', (code) => fail(new Error(`npm start exited (${code}) before serving:\n${output}`)));
	});
}

test.before((ctx) => {
	ctx.dir = freshClone();
});

test.after(async (ctx) => {
	const child = ctx.child;
	// npm, its shell and the server share the group the child leads; the server drains (its database closed) first:
	if (child?.pid && child.exitCode === null) {
		const exited = new Promise((done) => child.once('exit', done));
		process.kill(-child.pid, 'SIGTERM');
		await exited;
	}
	// a file the server's last write left open may still be closing as the directory goes:
	rmSync(ctx.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

test('npm start builds and serves the app at /app/ and the back office at /office/', async (ctx) => {
	const origin = await npmStart(ctx);
	const app = await fetch(`${origin}/app/`);
	assert.is(app.status, 200, '/app/');
	assert.match(await app.text(), /<div id="app"/);
	const office = await fetch(`${origin}/office/`);
	assert.is(office.status, 200, '/office/');
	const page = await office.text();
	assert.match(page, /<div id="office">/);
	const script = /src="(\/office\/assets\/[^"]+\.js)"/.exec(page)?.[1];
	assert.ok(script, "the office's page names its script");
	assert.is((await fetch(`${origin}${script}`)).status, 200, "the office's script");
});

test.run();
