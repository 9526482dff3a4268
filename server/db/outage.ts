// A database that goes away is logged once when it goes and once when it is back, not by every
// request and every job tick that meets it in between (each request still has its access line).
import type { Logger } from '../deps.ts';
import type { Db } from './db.ts';
import { databaseUnavailable } from './unavailable.ts';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** `db` with its outages logged at their start and end. */
export function watchOutages(db: Db, logger: Logger, now = () => Date.now()): Db {
	let since: number | null = null;
	const ok = <T>(value: T): T => {
		if (since !== null) {
			logger.info('database available again', { unavailable_ms: Math.round(now() - since) });
			since = null;
		}
		return value;
	};
	const failed = (err: unknown): never => {
		if (since === null && databaseUnavailable(err)) {
			since = now();
			logger.error('database unavailable', { error: messageOf(err) });
		}
		throw err;
	};
	return {
		kind: db.kind,
		query: <T>(sql: string, params?: unknown[]) => db.query<T>(sql, params).then(ok, failed),
		tx: (fn) => db.tx(fn).then(ok, failed),
		close: () => db.close(),
	};
}

/** A background job's failure, unless it is the database being away: watchOutages logs that once. */
export function jobFailed(logger: Logger, msg: string, err: unknown) {
	if (!databaseUnavailable(err)) logger.error(msg, { error: String(err) });
}
