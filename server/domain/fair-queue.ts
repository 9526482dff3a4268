// The main password-hashing queue, fair between callers (addresses). The next job is the one of the caller that has
// had the fewest jobs run since it began waiting, then the one with the fewest waiting, then the earliest: callers
// take turns, and one with a single sign-in waiting goes ahead of a caller that sent many. When the queue is full a
// newcomer pushes out the newest job of the longest line, so a flood from many addresses cannot keep a stranger to
// it (a player on a new device) out; only a line as long as the longest is refused.

interface Line<T> {
	jobs: { seq: number; item: T }[];
	/** Jobs of this caller run since it began waiting (forgotten once it has none waiting). */
	served: number;
}

/** Admitted (perhaps pushing out another caller's newest job, to be refused), or refused: no line is longer. */
type Admission<T> = { admitted: true; evicted?: T } | { admitted: false };

export interface FairQueue<T> {
	push(caller: string, item: T): Admission<T>;
	/** Whether a job from `caller` would be admitted now, counting `seats` promised to jobs on their way (changes
	 * nothing). */
	admits(caller: string, seats?: ReadonlyMap<string, number>): boolean;
	shift(): T | undefined;
	readonly size: number;
}

function runsBefore<T>(a: Line<T>, b: Line<T>): boolean {
	if (a.served !== b.served) return a.served < b.served;
	if (a.jobs.length !== b.jobs.length) return a.jobs.length < b.jobs.length;
	return a.jobs[0]!.seq < b.jobs[0]!.seq;
}

export function createFairQueue<T>(limit: number): FairQueue<T> {
	const lines = new Map<string, Line<T>>();
	let size = 0;
	let arrivals = 0;

	function pick(better: (a: Line<T>, b: Line<T>) => boolean): [string, Line<T>] | undefined {
		let found: [string, Line<T>] | undefined;
		for (const entry of lines) if (!found || better(entry[1], found[1])) found = entry;
		return found;
	}

	function remove(caller: string, line: Line<T>, from: 'first' | 'last'): T {
		const job = (from === 'first' ? line.jobs.shift() : line.jobs.pop())!;
		if (!line.jobs.length) lines.delete(caller);
		size--;
		return job.item;
	}

	/** Room for one more job of `caller`: free, or the line that gives way; null: refused. */
	function room(caller: string): 'free' | [string, Line<T>] | null {
		if (size < limit) return 'free';
		const longest = pick((a, b) => a.jobs.length > b.jobs.length);
		// the newcomer's line, with this job in it, must be shorter than the one that gives way:
		return longest && longest[1].jobs.length > (lines.get(caller)?.jobs.length ?? 0) + 1 ? longest : null;
	}

	return {
		push(caller, item) {
			const line = lines.get(caller) ?? { jobs: [], served: 0 };
			const found = room(caller);
			if (!found) return { admitted: false };
			const evicted = found === 'free' ? undefined : remove(found[0], found[1], 'last');
			line.jobs.push({ seq: arrivals++, item });
			lines.set(caller, line);
			size++;
			return evicted === undefined ? { admitted: true } : { admitted: true, evicted };
		},
		admits(caller, seats = new Map()) {
			let seated = 0;
			for (const n of seats.values()) seated += n;
			if (size + seated < limit) return true;
			const length = (c: string) => (lines.get(c)?.jobs.length ?? 0) + (seats.get(c) ?? 0);
			let longest = 0;
			for (const c of new Set([...lines.keys(), ...seats.keys()])) longest = Math.max(longest, length(c));
			return longest > length(caller) + 1;
		},
		shift() {
			const next = pick(runsBefore);
			if (!next) return undefined;
			next[1].served++;
			return remove(next[0], next[1], 'first');
		},
		get size() {
			return size;
		},
	};
}
