// Conditional GETs for the replies the app polls: a strong ETag per body and encoding, and 304 with no body to a
// matching If-None-Match, so an unchanged poll costs headers only.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { addVary, replyEncoding } from './compress.ts';

/** Kept by the browser, but asked about again before every use: a poll always sees the server's current reply. */
const REVALIDATE = 'private, no-cache';

/** The ETag of a body as it goes out: one tag per encoding, since each encoding is a different run of bytes. */
function entityTag(body: Uint8Array, encoding: string | null): string {
	const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
	return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** If-None-Match against our tag: `*` or any listed tag, weak ones included (GET compares weakly). */
export function noneMatch(header: string | undefined, etag: string): boolean {
	if (!header) return false;
	if (header.trim() === '*') return true;
	return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

// the body is hashed before compression, so a 304 never pays for compressing what it does not send
export const revalidate: MiddlewareHandler = async (c, next) => {
	await next();
	const res = c.res;
	if (res.status !== 200 || !res.body) return;
	const data = new Uint8Array(await res.arrayBuffer());
	const etag = entityTag(data, replyEncoding(c, res.headers, data.byteLength));
	const headers = new Headers(res.headers);
	headers.set('etag', etag);
	headers.set('cache-control', REVALIDATE);
	addVary(headers);
	const unchanged = noneMatch(c.req.header('if-none-match'), etag);
	if (unchanged) for (const name of ['content-type', 'content-length']) headers.delete(name);
	// cleared first, or Hono would copy the old reply's headers (its length among them) onto the new one
	c.res = undefined;
	c.res = unchanged ? new Response(null, { status: 304, headers }) : new Response(data, { status: 200, headers });
};
