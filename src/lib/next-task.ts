// Hands the main thread back to the browser: what follows runs in a task of its own, so a paint or a tap can come
// between two pieces of start-up work instead of waiting behind one long task.

interface YieldHost {
	scheduler?: { yield?: () => Promise<void> };
	setTimeout: (fn: () => void, ms: number) => unknown;
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other queued work), a zero-delay timer otherwise.
 */
export function nextTask(host: YieldHost = globalThis as unknown as YieldHost): Promise<void> {
	const yielder = host.scheduler?.yield;
	if (yielder) return yielder.call(host.scheduler);
	return new Promise((resolve) => host.setTimeout(resolve, 0));
}
