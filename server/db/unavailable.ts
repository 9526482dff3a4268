// Tells a database that cannot be reached (down, restarting, frozen past a timeout) from a fault of
// ours, so the first is answered 503 with Retry-After and the second 500.
const NODE_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'ENOTFOUND',
	'EHOSTUNREACH',
	'EPIPE',
	'EAI_AGAIN',
]);
// PostgreSQL: shutting down, restarting, too many connections, statement_timeout:
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const MESSAGES =
	/timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Cannot use a pool after calling end/i;

export function databaseUnavailable(err: unknown, depth = 0): boolean {
	if (!err || typeof err !== 'object' || depth > 3) return false;
	const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
	if (typeof e.code === 'string' && (NODE_CODES.has(e.code) || PG_CODES.has(e.code) || e.code.startsWith('08')))
		return true;
	if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
	if (Array.isArray(e.errors) && e.errors.some((x) => databaseUnavailable(x, depth + 1))) return true;
	return databaseUnavailable(e.cause, depth + 1);
}

/** A connection that failed under a query or a transaction: the database is away, not our code at fault. */
export class DatabaseLost extends Error {
	// SQLSTATE connection_failure, so it is read like PostgreSQL's own:
	readonly code = '08006';
	constructor(cause: unknown) {
		super(`database connection lost: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
	}
}
