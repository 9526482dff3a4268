// The per-address cap on failed sign-ins, reserved before any password is hashed: failures plus attempts in flight
// may not pass the cap, so a flood of parallel guesses from one address costs at most the cap's worth of hashes.
// Attempts beyond it wait for one in flight to end rather than being refused, so a crowd of players behind one
// carrier address is only queued, never turned away; once failures alone reach the cap, everyone waiting is asked
// for a code from their phone, which the guesser behind the same address cannot give, and the neighbours can.
import type { Deps } from '../deps.ts';
import { RetryLater } from './retry-later.ts';

/** A reservation taken: exactly one of these ends it. */
export interface Reserved {
	failed(): Promise<void>;
	released(): Promise<void>;
}

// an attempt in flight longer than this was lost with its process: its reservation no longer counts
const STALE_MS = 60_000;
// how long an attempt waits for a slot before it is told the server is busy:
const MAX_WAIT_MS = 20_000;
// a slot freed by another process is noticed at the latest after this:
const RECHECK_MS = 2000;

const RESERVE = `INSERT INTO signin_failures AS f (bucket, failures, last_failure_at, pending, pending_at)
	VALUES ($1, 0, $2, 1, $2)
	ON CONFLICT (bucket) DO UPDATE SET
		failures = CASE WHEN f.last_failure_at <= $3 THEN 0 ELSE f.failures END,
		pending = CASE WHEN f.pending_at IS NULL OR f.pending_at <= $5 THEN 1 ELSE f.pending + 1 END,
		pending_at = $2
	WHERE (CASE WHEN f.last_failure_at <= $3 THEN 0 ELSE f.failures END)
		+ (CASE WHEN f.pending_at IS NULL OR f.pending_at <= $5 THEN 0 ELSE f.pending END) < $4::int
	RETURNING failures`;
const FAIL = `UPDATE signin_failures SET last_failure_at = $2, pending = greatest(pending - 1, 0),
	failures = CASE WHEN last_failure_at <= $3 THEN 1 ELSE failures + 1 END WHERE bucket = $1`;
const RELEASE = 'UPDATE signin_failures SET pending = greatest(pending - 1, 0) WHERE bucket = $1';

// What this process knows without asking the database, so a flood's surplus costs no queries: attempts waiting
// for a slot (first come first served), slots it holds, and addresses the database said were full (until when by
// the clock, and believed for a moment only, since an operator may clear the counts). Kept per database.
interface Local {
	waiting: Map<string, (() => void)[]>;
	holding: Map<string, number>;
	full: Map<string, { until: number; seen: number }>;
}
const locals = new WeakMap<object, Local>();
const FULL_BELIEVED_MS = 1000;

function localOf(db: object): Local {
	const local = locals.get(db) ?? { waiting: new Map(), holding: new Map(), full: new Map() };
	locals.set(db, local);
	return local;
}

function wakeNext(local: Local, bucket: string) {
	const line = local.waiting.get(bucket);
	line?.shift()?.();
	if (line && !line.length) local.waiting.delete(bucket);
}

function hold(local: Local, bucket: string, by: number) {
	const n = (local.holding.get(bucket) ?? 0) + by;
	if (n > 0) local.holding.set(bucket, n);
	else local.holding.delete(bucket);
}

function refuseIfFull(local: Local, bucket: string, now: number) {
	const full = local.full.get(bucket);
	if (!full) return;
	if (full.until <= now || performance.now() - full.seen > FULL_BELIEVED_MS) return void local.full.delete(bucket);
	// everyone waiting here learns the same:
	wakeNext(local, bucket);
	throw new RetryLater('signin_needs_code', (full.until - now) / 1000);
}

function waitTurn(local: Local, bucket: string): Promise<void> {
	return new Promise((resolve) => {
		const line = local.waiting.get(bucket) ?? [];
		local.waiting.set(bucket, line);
		const timer = setTimeout(() => {
			const at = line.indexOf(wake);
			if (at >= 0) line.splice(at, 1);
			resolve();
		}, RECHECK_MS);
		const wake = () => {
			clearTimeout(timer);
			resolve();
		};
		line.push(wake);
	});
}

/** Reserves one of the address's `limit` slots, waiting while attempts in flight hold them; a code once failures do. */
export async function reserveAddress(deps: Deps, address: string): Promise<Reserved> {
	const { signin: limit, windowSeconds } = deps.config.rateLimits;
	const bucket = `ip:${address}`;
	const started = performance.now();
	const local = localOf(deps.db);
	for (;;) {
		const now = deps.clock.now();
		refuseIfFull(local, bucket, now.getTime());
		// this process already holds every slot: wait for one of its own to end
		if ((local.holding.get(bucket) ?? 0) >= limit) {
			if (performance.now() - started > MAX_WAIT_MS) throw new RetryLater('server_busy', RECHECK_MS / 1000);
			await waitTurn(local, bucket);
			continue;
		}
		const forgotten = new Date(now.getTime() - windowSeconds * 1000);
		const stale = new Date(now.getTime() - STALE_MS);
		// held while asked, so a burst from one address sends the database no more than `limit` reservations at once:
		hold(local, bucket, 1);
		const { rows } = await deps.db.query(RESERVE, [bucket, now, forgotten, limit, stale]).catch((error) => {
			hold(local, bucket, -1);
			wakeNext(local, bucket);
			throw error;
		});
		if (rows.length) return reservation(deps, local, bucket);
		hold(local, bucket, -1);
		const state = await deps.db.query<{ failures: number; last_failure_at: Date }>(
			'SELECT failures, last_failure_at FROM signin_failures WHERE bucket = $1',
			[bucket],
		);
		const row = state.rows[0];
		const since = row ? (now.getTime() - row.last_failure_at.getTime()) / 1000 : windowSeconds;
		if (row && since < windowSeconds && row.failures >= limit) {
			local.full.set(bucket, { until: now.getTime() + (windowSeconds - since) * 1000, seen: performance.now() });
			refuseIfFull(local, bucket, now.getTime());
		}
		if (performance.now() - started > MAX_WAIT_MS) throw new RetryLater('server_busy', RECHECK_MS / 1000);
		await waitTurn(local, bucket);
	}
}

function reservation(deps: Deps, local: Local, bucket: string): Reserved {
	let done = false;
	const end = async (sql: string, params: unknown[]) => {
		if (done) return;
		done = true;
		hold(local, bucket, -1);
		try {
			await deps.db.query(sql, params);
		} finally {
			wakeNext(local, bucket);
		}
	};
	return {
		failed() {
			const now = deps.clock.now();
			const forgotten = new Date(now.getTime() - deps.config.rateLimits.windowSeconds * 1000);
			return end(FAIL, [bucket, now, forgotten]);
		},
		released: () => end(RELEASE, [bucket]),
	};
}
