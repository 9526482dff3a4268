// The process's drain state: once a stop is asked for, the HTTP gate (server/http/drain.ts) refuses new requests
// and the listener waits until no request has been in hand for a moment. Kept apart from the gate, so Deps can
// carry it without importing the HTTP layer.
export interface Drain {
	readonly draining: boolean;
	/** aborted when the drain begins: long-lived replies (event streams) end on it. */
	readonly signal: AbortSignal;
	begin(): void;
	/** requests being answered now (an event stream counts until its reply starts). */
	readonly inFlight: number;
	enter(): void;
	leave(): void;
	/** resolves once no request has been in hand for `quietMs`: the moment to stop listening. */
	quiet(quietMs: number): Promise<void>;
}

export function createDrain(): Drain {
	const stop = new AbortController();
	let inFlight = 0;
	let lastLeft = performance.now();
	const waiting = new Set<() => void>();
	return {
		get draining() {
			return stop.signal.aborted;
		},
		signal: stop.signal,
		begin: () => stop.abort(),
		get inFlight() {
			return inFlight;
		},
		enter() {
			inFlight++;
		},
		leave() {
			inFlight--;
			lastLeft = performance.now();
			if (!inFlight) for (const wake of waiting) wake();
		},
		async quiet(quietMs) {
			for (;;) {
				if (inFlight) await new Promise<void>((resolve) => waiting.add(resolve)).finally(() => waiting.clear());
				const left = lastLeft + quietMs - performance.now();
				if (!inFlight && left <= 0) return;
				await new Promise((resolve) => setTimeout(resolve, Math.max(left, 10)));
			}
		},
	};
}
