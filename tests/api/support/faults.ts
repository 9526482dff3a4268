// A database that fails on cue, as a full disk or a dropped connection would: writes refused from a
// chosen moment, or one statement refused before it runs. Reads always go through.
import type { Db, Queryable } from '../../../server/db/db.ts';

const WRITE = /^\s*(INSERT|UPDATE|DELETE|WITH)\b/i;
// the tables whose rows are what a money request did:
const EFFECT = /INSERT INTO (ledger_entries|topups|withdrawals|race_orders|sport_orders|shop_purchases)\b/i;

class DiskFull extends Error {
	readonly code = '53100';
	constructor() {
		super('could not extend file: No space left on device');
	}
}

export interface Faults {
	wrap(db: Db): Db;
	/** every write fails once a transaction that did a money request's work has committed */
	failWritesAfterNextEffect(): void;
	/** the next statement matching `sql` fails instead of running */
	failOnce(sql: RegExp): void;
	heal(): void;
}

export function faults(): Faults {
	let armed = false;
	let full = false;
	let once: RegExp | null = null;
	const check = (sql: string) => {
		if (full && WRITE.test(sql)) throw new DiskFull();
		if (once?.test(sql)) {
			once = null;
			throw new DiskFull();
		}
	};
	const through = (q: Queryable, seen: (sql: string) => void = () => {}): Queryable => ({
		query: (sql, params) => {
			check(sql);
			seen(sql);
			return q.query(sql, params);
		},
	});
	return {
		wrap: (db) => ({
			kind: db.kind,
			query: (sql, params) => through(db).query(sql, params),
			async tx(fn) {
				let effect = false;
				const result = await db.tx((tx) => fn(through(tx, (sql) => (effect ||= EFFECT.test(sql)))));
				if (effect && armed) full = true;
				return result;
			},
			close: () => db.close(),
		}),
		failWritesAfterNextEffect: () => {
			armed = true;
		},
		failOnce: (sql) => {
			once = sql;
		},
		heal: () => {
			armed = false;
			full = false;
			once = null;
		},
	};
}
