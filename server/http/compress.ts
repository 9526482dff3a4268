// Compression: brotli or gzip for API JSON and the app's text files; never for event streams or media.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; text/event-stream is left out on purpose (each event must flush). */
export const COMPRESSIBLE =
	/^\s*(?:text\/(?:html|css|javascript|plain)|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)\s*(?:;|$)/i;

/** Below this an API reply gains less than a packet, and compressing it only costs time. */
const API_THRESHOLD = 1024;

/** The encoding to send for an Accept-Encoding header: br, then gzip, honouring q=0 and `*`. */
export function pickEncoding(header: string | undefined): Encoding | null {
	if (!header) return null;
	const q = new Map<string, number>();
	for (const part of header.split(',')) {
		const [name, ...params] = part.trim().toLowerCase().split(';');
		if (!name) continue;
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
		const value = qParam ? Number(qParam.slice(2)) : 1;
		q.set(name, Number.isFinite(value) ? value : 0);
	}
	const weight = (enc: Encoding) => q.get(enc) ?? q.get('*') ?? 0;
	const br = weight('br');
	const gzipQ = weight('gzip');
	if (br > 0 && br >= gzipQ) return 'br';
	if (gzipQ > 0) return 'gzip';
	return null;
}

/** Appends Accept-Encoding to Vary unless it is already there (or Vary is `*`). */
export function addVary(headers: Headers) {
	const vary = headers.get('vary');
	if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
	headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export type Bytes = Uint8Array<ArrayBuffer>;

// a view, not a copy: zlib hands back Buffers that may sit inside a larger pool
const bytes = (buf: Buffer): Bytes => new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);

/** Fast settings for per-request bodies: brotli 4 compresses JSON better than gzip 6, in less time. */
async function compressFast(data: Uint8Array, encoding: Encoding): Promise<Bytes> {
	const out = await (encoding === 'br'
		? brotli(data, {
				params: {
					[constants.BROTLI_PARAM_QUALITY]: 4,
					[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
					[constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
				},
			})
		: gz(data, { level: 6 }));
	return bytes(out);
}

/** Best settings, for files compressed once and served many times. */
async function compressBest(data: Uint8Array, encoding: Encoding): Promise<Bytes> {
	const out = await (encoding === 'br'
		? brotli(data, {
				params: {
					[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
					[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
					[constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
				},
			})
		: gz(data, { level: 9 }));
	return bytes(out);
}

export interface FileStamp {
	mtimeMs: number;
	size: number;
}

interface Entry {
	mtimeMs: number;
	size: number;
	body: Promise<Bytes>;
}

// a rebuild leaves the old hashed names behind; past this many entries the cache starts over
const MAX_ENTRIES = 1000;

/** Compresses each file once per (path, mtime, size); concurrent requests share the same work. */
export function fileCompressor(read: (path: string) => Promise<Uint8Array>) {
	const cache = new Map<string, Entry>();
	return function compressed(path: string, stats: FileStamp, encoding: Encoding): Promise<Bytes> {
		const { mtimeMs, size } = stats;
		const key = `${encoding}:${path}`;
		const hit = cache.get(key);
		if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
		if (cache.size >= MAX_ENTRIES) cache.clear();
		const body = read(path).then((data) => compressBest(data, encoding));
		const entry = { mtimeMs, size, body };
		cache.set(key, entry);
		// a failed read is not remembered, so the next request tries again:
		body.catch(() => cache.get(key) === entry && cache.delete(key));
		return body;
	};
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The encoding a JSON reply of this many bytes goes out in, or null when it goes out as it is. */
export function replyEncoding(c: Context, headers: Headers, byteLength: number): Encoding | null {
	if (c.req.method === 'HEAD' || byteLength < API_THRESHOLD) return null;
	if (headers.has('content-encoding') || NO_TRANSFORM.test(headers.get('cache-control') ?? '')) return null;
	return pickEncoding(c.req.header('accept-encoding'));
}

/** API replies: JSON over API_THRESHOLD bytes goes out br or gzip; streams and media pass untouched. */
export const compressJson: MiddlewareHandler = async (c, next) => {
	await next();
	const res = c.res;
	const type = res.headers.get('content-type') ?? '';
	// only whole JSON bodies: an event stream must reach the player event by event, media is compressed already
	if (!/^\s*application\/json\s*(?:;|$)/i.test(type)) return;
	addVary(res.headers);
	if (!res.body || res.status === 204 || res.status === 206) return;
	const length = res.headers.get('content-length');
	if (!replyEncoding(c, res.headers, length ? Number(length) : API_THRESHOLD)) return;
	const data = new Uint8Array(await res.arrayBuffer());
	const encoding = replyEncoding(c, res.headers, data.byteLength);
	// the body has been read, so even an uncompressed reply needs a fresh Response
	const out = encoding ? await compressFast(data, encoding) : data;
	c.res = new Response(out, { status: res.status, headers: res.headers });
	c.res.headers.set('content-length', String(out.byteLength));
	if (encoding) c.res.headers.set('content-encoding', encoding);
};
