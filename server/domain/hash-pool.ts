// Password hashing on worker threads of its own, at most one per core, with a bounded queue: a surge of
// sign-ins waits its turn or is told to come back (503), and never stalls the event loop or libuv's pool.
// Players on a device they signed in from before (or with a code from their phone) have a small lane of their
// own that goes first, so a flood of strangers' guesses fills only the main queue.
import { Worker } from 'node:worker_threads';
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

/** `trusted`: a sign-in from a known device or with a phone code, served before everything else. */
export type Lane = 'main' | 'trusted';
// the trusted lane's own bound: genuine sign-ins come a few at a time, a flood cannot pose as them for long
const TRUSTED_QUEUE = 32;

export interface HashPool {
	run<T>(job: HashJob, lane?: Lane): Promise<T>;
	readonly queued: number;
	/** Jobs started since the pool was made: what a flood really cost. */
	readonly started: number;
	close(): Promise<void>;
}

function createHashPool(threads: number, queueLimit: number): HashPool {
	const idle: Worker[] = [];
	const busy = new Map<Worker, Pending & { started: number }>();
	const queue: Pending[] = [];
	const trusted: Pending[] = [];
	// a running estimate of one job's time, for Retry-After:
	let jobMs = 50;
	let started = 0;

	function finish(worker: Worker, reply: { value?: unknown; error?: string }) {
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

	function spawn(): Worker {
		const worker = new Worker(WORKER);
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

	function pump() {
		while ((trusted.length || queue.length) && (idle.length || idle.length + busy.size < threads)) {
			const worker = idle.pop() ?? spawn();
			const next = (trusted.shift() ?? queue.shift())!;
			worker.ref();
			started++;
			busy.set(worker, { ...next, started: performance.now() });
			worker.postMessage(next.job);
		}
	}

	return {
		/** Runs at once on a free thread, else waits in the queue; throws 503 when `queueLimit` are waiting already. */
		run<T>(job: HashJob, lane: Lane = 'main'): Promise<T> {
			return new Promise<T>((resolve, reject) => {
				const line = lane === 'trusted' ? trusted : queue;
				line.push({ job, resolve: resolve as (value: unknown) => void, reject });
				pump();
				if (line.length <= (lane === 'trusted' ? TRUSTED_QUEUE : queueLimit)) return;
				line.pop();
				reject(new RetryLater('server_busy', ((line.length / threads + 1) * jobMs) / 1000));
			});
		},
		get queued() {
			return queue.length + trusted.length;
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
