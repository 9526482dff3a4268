// The app's one clock: time and timers passed in, so tests drive them with a fake clock instead of waiting.
export interface Clock {
	now(): number;
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(id: unknown): void;
	setInterval(fn: () => void, ms: number): unknown;
	clearInterval(id: unknown): void;
}

export const systemClock: Clock = {
	now: () => Date.now(),
	setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
	clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
	setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
	clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};
