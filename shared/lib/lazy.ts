// preact-iso's lazy minus the thrown promise (each caller draws its own wait) and the kept failure (a retry refetches).
export interface Lazy<T> {
	/** What the load gave, once it is in; undefined before. */
	readonly loaded: T | undefined;
	/** Fetches once and shares the answer; a failure is forgotten, so the next call tries again. */
	preload(): Promise<T>;
}

export function lazy<T>(load: () => Promise<T>): Lazy<T> {
	let p: Promise<T> | undefined;
	let c: T | undefined;
	return {
		get loaded() {
			return c;
		},
		preload: () =>
			(p ??= load().then(
				(got) => (c = got),
				(error) => {
					p = undefined;
					throw error;
				},
			)),
	};
}

/** Something the first paint already carries, behind the same face, so it shows in the first frame. */
export const ready = <T>(value: T): Lazy<T> => ({ loaded: value, preload: () => Promise.resolve(value) });
