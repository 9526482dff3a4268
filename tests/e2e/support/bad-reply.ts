// The ways a reply goes bad on its way to the app (a proxy's error page, a connection cut mid-body, an older or
// broken server), played by page.route over the real server's answer.
import type { Route } from 'playwright-core';

export const BADS = [
	'html-500',
	'truncated',
	'null-data',
	'no-data',
	'missing-field',
	'wrong-type',
	'empty-list',
	'hang',
] as const;
export type Bad = (typeof BADS)[number];

type Json = Record<string, unknown>;

/** The object holding the last key of `path` (dots, numbers for list items), or null where the data has none. */
function holder(data: unknown, path: string[]): [Json, string] | null {
	let at = data as Json | null;
	for (const key of path.slice(0, -1)) {
		at = at && typeof at === 'object' ? (at[key] as Json | null) : null;
	}
	const last = path.at(-1)!;
	return at && typeof at === 'object' && last in at ? [at, last] : null;
}

/**
 * Answers `route` the bad way; `field` is the path under `data` that a missing or mistyped field spoils (the
 * list itself when the data has no such item). 'hang' never answers: the app's deadline must give up.
 */
export async function answerBadly(route: Route, bad: Bad, field: string): Promise<void> {
	await spoil(route, bad, field).catch((error: Error) => {
		// a test that has its outcome closes its page while a request it no longer waits for (a retry, a refresh) is
		// still being spoiled: that request has nobody to answer; anything else is the test's failure
		if (!/disposed|has been closed/.test(error.message)) throw error;
	});
}

async function spoil(route: Route, bad: Bad, field: string): Promise<void> {
	if (bad === 'hang') return;
	if (bad === 'html-500') {
		const body = '<html><body><h1>500 Internal Server Error</h1><hr>nginx</body></html>';
		return route.fulfill({ status: 500, contentType: 'text/html', body });
	}
	const real = await route.fetch();
	const text = await real.text();
	if (bad === 'truncated')
		return route.fulfill({ status: 200, contentType: 'application/json', body: text.slice(0, text.length / 2) });
	const body = JSON.parse(text) as Json;
	if (bad === 'null-data') body.data = null;
	else if (bad === 'no-data') delete body.data;
	else if (bad === 'empty-list') (body.data as Json).list = [];
	else {
		const path = field ? field.split('.') : [];
		const found = path.length ? (holder(body.data, path) ?? holder(body.data, ['list'])) : null;
		const [at, key] = found ?? [body, 'data'];
		if (bad === 'missing-field') delete at[key];
		else at[key] = { unexpected: true };
	}
	return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}
