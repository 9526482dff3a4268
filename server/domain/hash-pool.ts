// Password hashing on worker threads of its own, at most one per core, with a bounded queue: a surge of
// sign-ins waits its turn or is told to come back, and never stalls the event loop or libuv's pool.
// Players on a device they signed in from before (or with a code from their phone) have a small lane of their
// own that goes first; the main queue is fair between addresses (fair-queue.ts), so a flood from many
// addresses is made to wait behind a stranger to it rather than keeping them out.
import { Worker } from 'node:worker_threads';
import { createFairQueue } from './fair-queue.ts';
import { RetryLater } from './retry-later.ts';

const WORKER = new URL('./password-worker.js', import.meta.url);

type HashJob =
	| { kind: 'hash'; input: { password: string; cost: { memoryCost: number; timeCost: number; parallelism: number } } }
	| { kind: 'verify'; input: { password: string; stored: string } }
	| { kind: 'scrypt'; input: { password: string; salt: string; keylen: number; N: number; r: number; p: number } };

interface Pending {
	job: HashJob;
	resolve(value: unknown): void;
	reject(error: Error): void;
}

/**
 * `trusted`: a sign-in from a known device or with a phone code, served before everything else; otherwise the
 * main queue, where `caller` (the address; '' for work no address asked for, e.g. a sign-up) gets a fair share.
 */
export type Lane = 'trusted' | { caller: string };
const UNNAMED: Lane = { caller: '' };
// the trusted lane's own bound: genuine sign-ins come a few at a time, a flood cannot pose as them for long
const TRUSTED_QUEUE = 32;

export interface HashPool {
	run<T>(job: HashJob, lane?: Lane): Promise<T>;
	/**
	 * A seat for a job in `lane` that will come after some other work (a sign-in's throttle queries): refused now
	 * if the job would be, else counted as queued until `release`d (just before the job is run), so a burst is
	 * refused before doing that work for it.
	 */
	seat(lane: Lane): { refusal: RetryLater } | { release(): void };
	readonly queued: number;
	/** Jobs started since the pool was made: what a flood really cost. */
	readonly started: number;
	close(): Promise<void>;
}

/** What the pool needs of a thread (tests pass one that answers when told). */
interface HashThread {
	postMessage(job: HashJob): void;
	// biome-ignore lint/suspicious/noExplicitAny: a reply, an error or an exit code, as worker_threads gives them
	on(event: 'message' | 'error' | 'exit', listener: (value: any) => void): unknown;
	ref(): void;
	unref(): void;
	terminate(): Promise<unknown>;
}

export function createHashPool(
	threads: number,
	queueLimit: number,
	spawnThread: () => HashThread = () => new Worker(WORKER),
): HashPool {
	const idle: HashThread[] = [];
	const busy = new Map<HashThread, Pending & { started: number }>();
	const queue = createFairQueue<Pending>(queueLimit);
	const trusted: Pending[] = [];
	// a running estimate of one job's time, for Retry-After:
	let jobMs = 50;
	let started = 0;

	function finish(worker: HashThread, reply: { value?: unknown; error?: string }) {
		const job = busy.get(worker);
		busy.delete(worker);
		if (job) {
			jobMs = jobMs * 0.8 + (performance.now() - job.started) * 0.2;
			if (reply.error === undefined) job.resolve(reply.value);
			else job.reject(new Error(reply.error));
		}
		// an idle thread must not keep a finished process (the operator CLI) alive:
		worker.unref();
		idle.push(worker);
		pump();
	}

	function spawn(): HashThread {
		const worker = spawnThread();
		worker.on('message', (reply) => finish(worker, reply));
		worker.on('error', (error) => {
			busy.get(worker)?.reject(error);
			busy.delete(worker);
		});
		worker.on('exit', () => {
			busy.get(worker)?.reject(new Error('hashing thread stopped'));
			busy.delete(worker);
			const at = idle.indexOf(worker);
			if (at >= 0) idle.splice(at, 1);
			pump();
		});
		return worker;
	}

	const free = () => idle.length > 0 || idle.length + busy.size < threads;

	function start(next: Pending) {
		const worker = idle.pop() ?? spawn();
		worker.ref();
		started++;
		busy.set(worker, { ...next, started: performance.now() });
		worker.postMessage(next.job);
	}

	function pump() {
		while ((trusted.length || queue.size) && free()) start((trusted.shift() ?? queue.shift())!);
	}

	// how long the queue takes to drain, for Retry-After:
	const drainSeconds = () => (((queue.size + trusted.length) / threads + 1) * jobMs) / 1000;

	// seats promised in the main queue, by caller:
	const seats = new Map<string, number>();
	const sit = (caller: string, by: number) => {
		const n = (seats.get(caller) ?? 0) + by;
		if (n > 0) seats.set(caller, n);
		else seats.delete(caller);
	};

	function seat(lane: Lane): { refusal: RetryLater } | { release(): void } {
		// the trusted lane is small and comes first: a known device's sign-in is never refused ahead of time
		if (lane === 'trusted') return { release() {} };
		if (!queue.admits(lane.caller, seats)) return { refusal: new RetryLater('server_busy', drainSeconds()) };
		sit(lane.caller, 1);
		let held = true;
		return {
			release() {
				if (held) sit(lane.caller, -1);
				held = false;
			},
		};
	}

	function enqueue(pending: Pending, lane: Lane) {
		if (lane === 'trusted') {
			if (trusted.length >= TRUSTED_QUEUE) return pending.reject(new RetryLater('server_busy', drainSeconds()));
			return trusted.push(pending);
		}
		const admission = queue.push(lane.caller, pending);
		// full of lines no longer than this caller's: the server is busy for everyone
		if (!admission.admitted) return pending.reject(new RetryLater('server_busy', drainSeconds()));
		// this caller's newest job gave way to a caller with fewer waiting: its address is asking too much
		admission.evicted?.reject(new RetryLater('signin_address_busy', drainSeconds()));
	}

	return {
		/**
		 * Runs at once on a free thread, else waits in its lane. A full main queue refuses the newcomer (503) unless
		 * a longer line gives way to it (429 for that line's newest job); a full trusted lane refuses (503).
		 */
		run<T>(job: HashJob, lane: Lane = UNNAMED): Promise<T> {
			return new Promise<T>((resolve, reject) => {
				const pending = { job, resolve: resolve as (value: unknown) => void, reject };
				if (free() && !queue.size && !trusted.length) return start(pending);
				enqueue(pending, lane);
				pump();
			});
		},
		seat,
		get queued() {
			return queue.size + trusted.length;
		},
		get started() {
			return started;
		},
		async close() {
			const all = [...idle, ...busy.keys()];
			idle.length = 0;
			await Promise.all(all.map((w) => w.terminate()));
		},
	};
}

const pools = new Map<string, HashPool>();

/** One pool per process (per setting), started on first use. */
export function hashPool(config: { threads: number; queueLimit: number }): HashPool {
	const key = `${config.threads}/${config.queueLimit}`;
	const pool = pools.get(key) ?? createHashPool(config.threads, config.queueLimit);
	pools.set(key, pool);
	return pool;
}
