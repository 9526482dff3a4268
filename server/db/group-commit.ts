// Group commit: requests that arrive while a batch is being written wait and go together in the next
// one, so under load each transaction carries many of them and when idle a request goes at once.

export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommit<I, O> {
	submit(item: I): Promise<O>;
}

interface Waiting<I, O> {
	item: I;
	resolve: (value: O) => void;
	reject: (error: unknown) => void;
}

/**
 * `write` gets the items in arrival order and answers each; a throw fails the whole batch. At most
 * `parallel` batches are written at once, each of at most `maxBatch` items.
 */
export function createGroupCommit<I, O>(
	write: (items: I[]) => Promise<Settled<O>[]>,
	opts: { maxBatch: number; parallel: number },
): GroupCommit<I, O> {
	const queue: Waiting<I, O>[] = [];
	let writing = 0;
	let scheduled = false;

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
			start();
		}
	}

	function start() {
		while (queue.length && writing < opts.parallel) void flush(queue.splice(0, opts.maxBatch));
	}

	return {
		submit(item) {
			return new Promise<O>((resolve, reject) => {
				queue.push({ item, resolve, reject });
				if (scheduled || writing >= opts.parallel) return;
				// the rest of this turn's requests (the sockets already read) join the first batch:
				scheduled = true;
				setImmediate(() => {
					scheduled = false;
					start();
				});
			});
		},
	};
}
