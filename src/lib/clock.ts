// Timers are passed in wherever timing is a rule, so tests drive them with a fake clock.
export interface Clock {
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(id: unknown): void;
}

export const realClock: Clock = {
	setTimeout: (fn, ms) => setTimeout(fn, ms),
	clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};
