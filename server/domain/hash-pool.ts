// Password hashing on worker threads of its own, at most one per core, with a bounded queue: a surge of
// sign-ins waits its turn or is told to come back (503), and never stalls the event loop or libuv's pool.
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

export interface HashPool {
	run<T>(job: HashJob): Promise<T>;
	readonly queued: number;
	close(): Promise<void>;
}

function createHashPool(threads: number, queueLimit: number): HashPool {
	const idle: Worker[] = [];
	const busy = new Map<Worker, Pending & { started: number }>();
	const queue: Pending[] = [];
	// a running estimate of one job's time, for Retry-After:
	let jobMs = 50;

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
		while (queue.length && (idle.length || idle.length + busy.size < threads)) {
			const worker = idle.pop() ?? spawn();
			const next = queue.shift()!;
			worker.ref();
			busy.set(worker, { ...next, started: performance.now() });
			worker.postMessage(next.job);
		}
	}

	return {
		/** Runs at once on a free thread, else waits in the queue; throws 503 when `queueLimit` are waiting already. */
		run<T>(job: HashJob): Promise<T> {
			return new Promise<T>((resolve, reject) => {
				queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
				pump();
				if (queue.length <= queueLimit) return;
				queue.pop();
				reject(new RetryLater('server_busy', ((queue.length / threads + 1) * jobMs) / 1000));
			});
		},
		get queued() {
			return queue.length;
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
