// What the first screen does not need (the offline layer, the install offer, the reality check) starts only once the
// first page is on screen and everything it asked for has been answered: on a thin connection each extra request
// splits the bandwidth the player's own data is waiting for.

import { nextTask } from './next-task.ts';

type Idle = (fn: () => void) => unknown;

export interface FirstContentHost {
	setTimeout: (fn: () => void, ms: number) => unknown;
	requestAnimationFrame?: (fn: () => void) => unknown;
	requestIdleCallback?: Idle;
	scheduler?: { yield?: () => Promise<void> };
}

/** A page that never settles (a request left hanging) holds the extras back this long at most. */
export const FIRST_CONTENT_LIMIT_MS = 8000;
/** What waits for the first paint (the session's first beat, the balance) waits this long at most from start. */
export const FIRST_PAINT_LIMIT_MS = 1000;

export function createFirstContent(host: FirstContentHost) {
	let busy = 0;
	// the answer is on screen one frame after it arrived (two frames: past that frame's paint):
	const frame = host.requestAnimationFrame ?? ((fn: () => void) => host.setTimeout(fn, 16));
	let pageShown = false;
	let done = false;
	let finish: () => void = () => {};
	let paint: () => void = () => {};
	// the first page rendered, then past the frame that paints it:
	const painted = new Promise<void>((resolve) => {
		paint = () => frame(() => frame(resolve));
		host.setTimeout(resolve, FIRST_PAINT_LIMIT_MS);
	});
	const settled = new Promise<void>((resolve) => {
		const idle: Idle = host.requestIdleCallback ?? ((fn) => host.setTimeout(fn, 1));
		finish = () => {
			if (done) return;
			done = true;
			frame(() => frame(() => idle(resolve)));
		};
	});
	// checked a task later: a cache read that resolves into a fetch leaves nothing busy for one microtask only
	const check = () =>
		host.setTimeout(() => {
			if (pageShown && busy === 0) finish();
		}, 0);
	host.setTimeout(finish, FIRST_CONTENT_LIMIT_MS);

	return {
		/** Counts a request (or a cache read) as the first screen's until it settles. */
		track<T>(work: Promise<T>): Promise<T> {
			busy++;
			const release = () => {
				busy--;
				check();
			};
			work.then(release, release);
			return work;
		},
		/** The route's page has rendered (its effects, and the requests they send, have run). */
		pageShown() {
			if (!pageShown) paint();
			pageShown = true;
			check();
		},
		/**
		 * Resolves once the first page has painted, or FIRST_PAINT_LIMIT_MS after start, whichever is first; in a task
		 * of its own for each caller, as `settledTask` does: the session's first beat, the balance, the late shell and
		 * the error report would otherwise all run in the one frame callback, a long task on a budget phone.
		 */
		painted: () => painted.then(() => nextTask(host)),
		/** Resolves once, when the browser is idle after the first page settled. */
		settled: () => settled,
		/**
		 * Resolves after `settled`, in a task of its own for each caller: the extras that wait for it (the worker, the
		 * reality check, the bet form, the open-race list, ...) would otherwise all start in the one idle callback.
		 */
		settledTask: () => settled.then(() => nextTask(host)),
		/** True until the first page has settled: later work need not be counted. */
		counting: () => !done,
	};
}

export type FirstContent = ReturnType<typeof createFirstContent>;

export const firstContent = createFirstContent(globalThis as unknown as FirstContentHost);

/**
 * `fetcher` with each reply counted as the first screen's until its body is in: fetch resolves at the headers, and the
 * body reaches the page in later tasks, which on a busy phone can come after the frames the extras wait for.
 */
export function trackedFetch(first: Pick<FirstContent, 'track' | 'counting'>, fetcher: typeof fetch): typeof fetch {
	return (input, init) => {
		const reply = fetcher(input, init);
		// a copy is read to the end, only while it matters; the caller reads the original as before:
		if (first.counting()) first.track(reply.then((response) => response.clone().arrayBuffer()));
		return reply;
	};
}
