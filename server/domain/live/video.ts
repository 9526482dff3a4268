// Serves the stream's sample files with byte ranges, which video elements need to seek and
// which Safari insists on before it plays at all.
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ASSET_TYPES, ASSETS } from './streams.ts';

const RANGE = /^bytes=(\d*)-(\d*)$/;

function body(path: string, start: number, end: number) {
	return Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream;
}

export function serveAsset(name: string, range: string | undefined, method: string): Response | null {
	const type = ASSET_TYPES.get(name);
	if (!type) return null;
	const path = join(ASSETS, name);
	const size = statSync(path).size;
	const headers: Record<string, string> = {
		'content-type': type,
		'accept-ranges': 'bytes',
		'cache-control': 'public, max-age=86400',
	};
	const m = range ? RANGE.exec(range.trim()) : null;
	if (!range || !m || (m[1] === '' && m[2] === '')) {
		headers['content-length'] = String(size);
		return new Response(method === 'HEAD' ? null : body(path, 0, size - 1), { status: 200, headers });
	}
	// "bytes=-500" is the last 500 bytes; "bytes=100-" runs to the end:
	let start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
	let end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
	if (start > end || start >= size) {
		return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
	}
	start = Math.max(0, start);
	end = Math.max(start, end);
	headers['content-range'] = `bytes ${start}-${end}/${size}`;
	headers['content-length'] = String(end - start + 1);
	return new Response(method === 'HEAD' ? null : body(path, start, end), { status: 206, headers });
}
