import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stopListening } from '../../server/db/notify.ts';
import { generateEvents } from '../../server/domain/sports/generate.ts';
import { fileCompressor, pickEncoding } from '../../server/http/compress.ts';
import { sseReader } from './live/sse.ts';
import { type Harness, harness } from './support/harness.ts';
import { registerPlayer } from './support/players.ts';

const negotiation = suite('compression: Accept-Encoding negotiation');

negotiation('brotli first, then gzip; q=0 and * are honoured', () => {
	assert.is(pickEncoding('gzip, deflate, br, zstd'), 'br');
	assert.is(pickEncoding('gzip, deflate'), 'gzip');
	assert.is(pickEncoding('br;q=0, gzip'), 'gzip');
	assert.is(pickEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
	assert.is(pickEncoding('*'), 'br');
	assert.is(pickEncoding('*, br;q=0'), 'gzip');
	assert.is(pickEncoding('identity'), null);
	assert.is(pickEncoding('br;q=0, gzip;q=0'), null);
	assert.is(pickEncoding(''), null);
	assert.is(pickEncoding(undefined), null);
});

negotiation('a file is compressed once per mtime and size, and again after it changes', async () => {
	let reads = 0;
	const compressed = fileCompressor(async () => {
		reads++;
		return new TextEncoder().encode('x'.repeat(2000 + reads));
	});
	const stamp = { mtimeMs: 1, size: 2001 };
	const [a, b] = await Promise.all([compressed('/f.js', stamp, 'br'), compressed('/f.js', stamp, 'br')]);
	await compressed('/f.js', stamp, 'br');
	assert.is(reads, 1, 'concurrent and later requests share one compression');
	assert.is(a, b);
	await compressed('/f.js', stamp, 'gzip');
	assert.is(reads, 2, 'each encoding once');
	const fresh = await compressed('/f.js', { mtimeMs: 2, size: 2002 }, 'br');
	assert.is(reads, 3);
	assert.is(brotliDecompressSync(fresh).byteLength, 2003);
});

negotiation.run();

type Ctx = { h: Harness; dist: string };
const files = suite<Ctx>('compression: app files and API replies', {} as Ctx);

const ENTRY = '/app/assets/index-abc123.js';
const entrySource = Array.from({ length: 200 }, (_, i) => `export const value${i} = () => 'horse ${i}';\n`).join('');

files.before(async (ctx) => {
	ctx.dist = mkdtempSync(join(tmpdir(), 'hc-dist-'));
	mkdirSync(join(ctx.dist, 'assets'));
	writeFileSync(join(ctx.dist, 'index.html'), `<!doctype html><title>Horse Club</title>${'<p>x</p>'.repeat(100)}`);
	writeFileSync(join(ctx.dist, 'sw.js'), `self.addEventListener('fetch', () => {});\n`.repeat(50));
	writeFileSync(join(ctx.dist, ENTRY.replace('/app/', '')), entrySource);
	writeFileSync(join(ctx.dist, 'assets/logo.png'), Buffer.alloc(3000, 7));
	ctx.h = await harness({ distDir: ctx.dist, databaseUrl: process.env.DATABASE_URL });
	await generateEvents(ctx.h.db, ctx.h.clock.now());
});
files.after(async ({ h, dist }) => {
	await stopListening(h.db);
	await h.close();
	rmSync(dist, { recursive: true, force: true });
});

const get = (h: Harness, path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

files('a JS asset goes out brotli, gzip or as it is, and always decompresses to the file', async ({ h, dist }) => {
	const file = readFileSync(join(dist, ENTRY.replace('/app/', '')));
	const br = await get(h, ENTRY, { 'accept-encoding': 'gzip, deflate, br' });
	assert.is(br.status, 200);
	assert.is(br.headers.get('content-encoding'), 'br');
	assert.is(br.headers.get('vary'), 'Accept-Encoding');
	assert.match(br.headers.get('content-type') ?? '', 'javascript');
	assert.is(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
	const brBody = await bytes(br);
	assert.is(Number(br.headers.get('content-length')), brBody.byteLength);
	assert.ok(brBody.byteLength < file.byteLength / 4, `${brBody.byteLength} of ${file.byteLength}`);
	assert.ok(brotliDecompressSync(brBody).equals(file));

	const gz = await get(h, ENTRY, { 'accept-encoding': 'gzip, deflate' });
	assert.is(gz.headers.get('content-encoding'), 'gzip');
	assert.is(gz.headers.get('vary'), 'Accept-Encoding');
	const gzBody = await bytes(gz);
	assert.is(Number(gz.headers.get('content-length')), gzBody.byteLength);
	assert.ok(gunzipSync(gzBody).equals(file));

	for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
		const plain = await get(h, ENTRY, accept ? { 'accept-encoding': accept } : {});
		assert.is(plain.headers.get('content-encoding'), null, String(accept));
		assert.is(plain.headers.get('vary'), 'Accept-Encoding');
		assert.is(plain.headers.get('cache-control'), 'public, max-age=31536000, immutable');
		assert.ok((await bytes(plain)).equals(file));
	}
});

files(
	'the shell and worker are compressed and still never cached; ranges and images stay as they are',
	async ({ h, dist }) => {
		const shell = await get(h, '/app/', { 'accept-encoding': 'br' });
		assert.is(shell.headers.get('content-encoding'), 'br');
		assert.is(shell.headers.get('cache-control'), 'no-cache');
		assert.match(shell.headers.get('content-type') ?? '', 'text/html');
		assert.ok(brotliDecompressSync(await bytes(shell)).equals(readFileSync(join(dist, 'index.html'))));
		const sw = await get(h, '/app/sw.js', { 'accept-encoding': 'gzip' });
		assert.is(sw.headers.get('content-encoding'), 'gzip');
		assert.is(sw.headers.get('cache-control'), 'no-cache');

		const head = await h.app.request(ENTRY, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
		assert.is(head.headers.get('content-encoding'), 'br');
		assert.is((await bytes(head)).byteLength, 0);

		const part = await get(h, ENTRY, { 'accept-encoding': 'br', range: 'bytes=0-9' });
		assert.is(part.status, 206);
		assert.is(part.headers.get('content-encoding'), null);
		assert.is((await bytes(part)).toString(), entrySource.slice(0, 10));

		const png = await get(h, '/app/assets/logo.png', { 'accept-encoding': 'br' });
		assert.is(png.status, 200);
		assert.is(png.headers.get('content-encoding'), null);
		assert.is(png.headers.get('vary'), null);
		assert.is((await get(h, '/app/assets/missing.js', { 'accept-encoding': 'br' })).status, 404);
		assert.is((await get(h, '/app/assets/..%2F..%2Fetc/passwd', { 'accept-encoding': 'br' })).status, 404);
	},
);

files('a rebuilt file is served fresh, not from the old compression', async ({ h, dist }) => {
	const path = join(dist, 'sw.js');
	writeFileSync(path, `// v2\n${'self.skipWaiting();\n'.repeat(80)}`);
	const later = new Date(statSync(path).mtimeMs + 5000);
	utimesSync(path, later, later);
	const res = await get(h, '/app/sw.js', { 'accept-encoding': 'br' });
	assert.ok(brotliDecompressSync(await bytes(res)).equals(readFileSync(path)));
});

files('a large API reply is compressed and decompresses to the same JSON', async ({ h }) => {
	const plain = await get(h, '/api/sports/list?size=50');
	assert.is(plain.headers.get('content-encoding'), null);
	const text = await plain.text();
	assert.ok(text.length > 2000, `list is ${text.length} bytes`);
	const expected = JSON.parse(text);
	for (const [accept, enc, inflate] of [
		['gzip, deflate, br', 'br', brotliDecompressSync],
		['gzip', 'gzip', gunzipSync],
	] as const) {
		const res = await get(h, '/api/sports/list?size=50', { 'accept-encoding': accept });
		assert.is(res.status, 200);
		assert.is(res.headers.get('content-encoding'), enc);
		assert.is(res.headers.get('vary'), 'Accept-Encoding');
		assert.is(res.headers.get('cache-control'), 'private, no-cache');
		const body = await bytes(res);
		assert.is(Number(res.headers.get('content-length')), body.byteLength);
		assert.ok(body.byteLength < text.length / 3, `${enc}: ${body.byteLength} of ${text.length}`);
		assert.equal(JSON.parse(inflate(body).toString()), expected);
	}
	const small = await get(h, '/api/taxrate/tax-rate', { 'accept-encoding': 'br' });
	assert.is(small.headers.get('content-encoding'), null, 'a small reply is not worth it');
	assert.is((await small.json()).status, 200);
	const missing = await get(h, '/api/nothing', { 'accept-encoding': 'br' });
	assert.is(missing.status, 404);
	assert.is((await missing.json()).message, 'Not found');
});

files('the danmu event stream is never compressed and still delivers each event', async ({ h }) => {
	const ann = await registerPlayer(h);
	const res = await get(h, '/api/live/events?stream_id=race-3', { 'accept-encoding': 'gzip, deflate, br' });
	assert.is(res.status, 200);
	assert.match(res.headers.get('content-type') ?? '', 'text/event-stream');
	assert.is(res.headers.get('content-encoding'), null);
	const sse = sseReader(res.body!);
	await sse.next('ready');
	const sent = await h.call('POST', '/api/live/danmu', {
		token: ann.access_token,
		body: { stream_id: 'race-3', text: 'Go!' },
	});
	assert.is(sent.status, 200);
	assert.equal(JSON.parse((await sse.next('danmu')).data), sent.body.data);
	await sse.close();
});

files('the race video is never compressed and keeps its ranges', async ({ h }) => {
	const full = await get(h, '/api/live/video/sample.mp4', { 'accept-encoding': 'gzip, br' });
	assert.is(full.status, 200);
	assert.is(full.headers.get('content-encoding'), null);
	const size = (await bytes(full)).byteLength;
	assert.is(Number(full.headers.get('content-length')), size);
	const part = await get(h, '/api/live/video/sample.mp4', { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' });
	assert.is(part.status, 206);
	assert.is(part.headers.get('content-encoding'), null);
	assert.is((await bytes(part)).byteLength, 100);
});

files.run();
