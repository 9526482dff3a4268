// A manual clock: timers fire only when a test calls tick(), so no test waits in real time.
import type { Clock } from '../../src/lib/clock.ts';

export function fakeClock(): Clock & { tick(ms: number): void; pending(): number; now(): number } {
	let now = 0;
	let seq = 0;
	const timers = new Map<number, { at: number; fn: () => void }>();
	return {
		setTimeout(fn, ms) {
			timers.set(++seq, { at: now + ms, fn });
			return seq;
		},
		clearTimeout(id) {
			timers.delete(id as number);
		},
		tick(ms) {
			const end = now + ms;
			for (;;) {
				const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
				if (!due) break;
				timers.delete(due[0]);
				now = due[1].at;
				due[1].fn();
			}
			now = end;
		},
		pending: () => timers.size,
		now: () => now,
	};
}

/** Lets queued promise callbacks run. */
export const flushPromises = () => new Promise<void>((done) => setImmediate(done));
