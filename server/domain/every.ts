// A background job on a timer that can be stopped cleanly: stop() waits for a run in flight,
// so a shutting-down server closes its database only after the last run has finished.
export function every(ms: number, run: () => Promise<unknown>): () => Promise<void> {
	let inFlight: Promise<unknown> | null = null;
	const once = () => {
		// a slow run is not overlapped by the next tick:
		if (inFlight) return;
		inFlight = run().finally(() => {
			inFlight = null;
		});
	};
	once();
	const timer = setInterval(once, ms);
	timer.unref();
	return async () => {
		clearInterval(timer);
		await inFlight;
	};
}
