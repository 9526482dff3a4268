// Group commit: requests that arrive while a batch is being written wait and go together in the next
// one, so under load each transaction carries many of them and when idle a request goes at once.
// Batches start at least `gapMs` apart: a batch has a fixed cost (its statements), and at a moderate
// rate back-to-back batches of one or two requests would spend the server on that cost alone.

export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommit<I, O> {
	submit(item: I): Promise<O>;
}

/** Time as the pipeline uses it, passed in so tests move it by hand instead of sleeping. */
export interface Scheduler {
	now(): number;
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(id: unknown): void;
	/** Runs `fn` after the sockets already read this turn have been handled (Node's `setImmediate`). */
	immediate(fn: () => void): void;
}

const realScheduler: Scheduler = {
	now: () => performance.now(),
	setTimeout: (fn, ms) => setTimeout(fn, ms),
	clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
	immediate: (fn) => void setImmediate(fn),
};

interface Waiting<I, O> {
	item: I;
	resolve: (value: O) => void;
	reject: (error: unknown) => void;
}

/**
 * `write` gets the items in arrival order and answers each; a throw fails the whole batch. At most
 * `parallel` batches are written at once, each of at most `maxBatch` items; a full batch never waits.
 */
export function createGroupCommit<I, O>(
	write: (items: I[]) => Promise<Settled<O>[]>,
	opts: { maxBatch: number; parallel: number; gapMs: number },
	time: Scheduler = realScheduler,
): GroupCommit<I, O> {
	const queue: Waiting<I, O>[] = [];
	let writing = 0;
	let scheduled: 'now' | 'later' | null = null;
	let timer: unknown;
	let lastStart = Number.NEGATIVE_INFINITY;

	async function flush(batch: Waiting<I, O>[]) {
		writing++;
		try {
			const out = await write(batch.map((w) => w.item));
			batch.forEach((w, i) => {
				const r = out[i];
				if (!r) w.reject(new Error('group commit gave no answer'));
				else if (r.ok) w.resolve(r.value);
				else w.reject(r.error);
			});
		} catch (err) {
			for (const w of batch) w.reject(err);
		} finally {
			writing--;
			schedule();
		}
	}

	function start() {
		scheduled = null;
		if (!queue.length || writing >= opts.parallel) return;
		lastStart = time.now();
		void flush(queue.splice(0, opts.maxBatch));
		schedule();
	}

	function schedule() {
		if (scheduled === 'now' || !queue.length || writing >= opts.parallel) return;
		const wait = queue.length >= opts.maxBatch ? 0 : lastStart + opts.gapMs - time.now();
		if (wait > 0) {
			if (!scheduled) timer = time.setTimeout(start, wait);
			scheduled = 'later';
			return;
		}
		time.clearTimeout(timer);
		// at once, yet the rest of this turn's requests (the sockets already read) still join:
		scheduled = 'now';
		time.immediate(start);
	}

	return {
		submit(item) {
			return new Promise<O>((resolve, reject) => {
				queue.push({ item, resolve, reject });
				schedule();
			});
		},
	};
}
