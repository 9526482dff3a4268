// A manual clock: timers fire only when a test calls tick(), so no test waits in real time.
import type { Clock } from '../../src/lib/clock.ts';

export function fakeClock(start = 0): Clock & { tick(ms: number): void; pending(): number } {
	let now = start;
	let seq = 0;
	const timers = new Map<number, { at: number; fn: () => void; every: number | null }>();
	const add = (fn: () => void, ms: number, every: number | null) => {
		timers.set(++seq, { at: now + ms, fn, every });
		return seq;
	};
	return {
		setTimeout: (fn, ms) => add(fn, ms, null),
		setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
		clearTimeout(id) {
			timers.delete(id as number);
		},
		clearInterval(id) {
			timers.delete(id as number);
		},
		tick(ms) {
			const end = now + ms;
			for (;;) {
				const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
				if (!due) break;
				const [id, timer] = due;
				if (timer.every === null) timers.delete(id);
				else timers.set(id, { ...timer, at: timer.at + timer.every });
				now = timer.at;
				timer.fn();
			}
			now = end;
		},
		pending: () => timers.size,
		now: () => now,
	};
}

/** Lets queued promise callbacks run. */
export const flushPromises = () => new Promise<void>((done) => setImmediate(done));
