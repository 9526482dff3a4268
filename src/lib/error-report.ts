// Where the last net's catches go: the console always, and the server's error endpoint where one is set, a few per
// visit at most and cut short, with the route but never its query, the token or anything the player typed.
export interface ErrorReportDeps {
	/** POST address of the server's error endpoint; null: the console only. */
	endpoint: string | null;
	fetch: typeof fetch;
	log: Pick<Console, 'error'>;
	version: string;
	/** The route on show, e.g. /pages/order/list. */
	route(): string;
	/** Reports sent per visit at most, so a page that throws on every render cannot flood the server. */
	limit?: number;
}

export function createErrorReport(deps: ErrorReportDeps) {
	let sent = 0;
	return (error: unknown, where: string) => {
		deps.log.error(`caught in ${where}:`, error);
		if (!deps.endpoint || sent >= (deps.limit ?? 5)) return;
		sent++;
		const e = error instanceof Error ? error : new Error(String(error));
		const body = JSON.stringify({
			message: `${where}: ${e.name}: ${e.message}`.slice(0, 300),
			stack: (e.stack ?? '').slice(0, 1500),
			route: deps.route().split('?')[0],
			version: deps.version,
		});
		// a report that cannot be sent is only lost: it must never throw where it was caught
		deps
			.fetch(deps.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
			.catch(() => {});
	};
}

export type ErrorReport = ReturnType<typeof createErrorReport>;
