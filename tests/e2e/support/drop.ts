// Ways to lose the network around one money POST, and a count of what reached the server.
import { gzipSync } from 'node:zlib';
import type { Page, Route } from 'playwright-core';

export type Drop = 'reply-lost' | 'reply-garbled' | 'reply-cut';

/**
 * Lets the first POST to `pattern` reach the server, then spoils its reply on the way back to the page;
 * later ones pass untouched. Returns how many reached the server.
 */
export async function dropFirstReply(page: Page, pattern: string, how: Drop): Promise<() => number> {
	let reached = 0;
	await page.route(pattern, async (route: Route) => {
		if (route.request().method() !== 'POST') return route.continue();
		reached++;
		if (reached > 1) return route.continue();
		const real = await route.fetch();
		const body = await real.text();
		if (how === 'reply-lost') return route.abort('connectionreset');
		if (how === 'reply-garbled') {
			// half of the JSON with its headers: the parser fails on it
			return route.fulfill({ status: 200, headers: real.headers(), body: body.slice(0, body.length / 2) });
		}
		// the compressed body breaks off part-way and what follows is noise: the browser fails mid-read
		const cut = gzipSync(body).subarray(0, 12);
		const noise = Buffer.alloc(64, 0xff);
		const headers: Record<string, string> = { ...real.headers(), 'content-encoding': 'gzip' };
		delete headers['content-length'];
		return route.fulfill({ status: 200, headers, body: Buffer.concat([cut, noise]) });
	});
	return () => reached;
}

/** Counts POSTs to `path` that the page tried to send (routed or not). */
export function countPosts(page: Page, path: RegExp): () => number {
	let sent = 0;
	page.on('request', (r) => {
		if (r.method() === 'POST' && path.test(new URL(r.url()).pathname)) sent++;
	});
	return () => sent;
}
