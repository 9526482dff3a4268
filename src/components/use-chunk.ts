// A component (or anything) that arrives as its own chunk, fetched once and shared by every place that shows it.
import { useEffect, useState } from 'preact/compat';

export interface Chunk<T> {
	/** What the chunk gave, once it is in; null before. */
	readonly value: T | null;
	/** Fetches once and shares the answer; a failure is forgotten, so the next call tries again. */
	load(): Promise<T>;
}

export function chunk<T>(fetch: () => Promise<T>): Chunk<T> {
	let value: T | null = null;
	let pending: Promise<T> | null = null;
	return {
		get value() {
			return value;
		},
		load() {
			pending ??= fetch().then(
				(got) => (value = got),
				(error) => {
					pending = null;
					throw error;
				},
			);
			return pending;
		},
	};
}

/**
 * The chunk's value for a component: at once when it is already in, else after `load` (while `wanted`).
 * The effect always asks the chunk, even when its value came in after this render: another caller (a preload) can
 * finish the fetch between the render and the effect, and a check of "already loaded" there would leave the
 * placeholder up for good.
 */
export function useChunk<T>(source: Chunk<T>, wanted = true) {
	const [value, setValue] = useState<T | null>(() => source.value);
	const [failed, setFailed] = useState(false);
	const [attempt, setAttempt] = useState(0);
	useEffect(() => {
		if (!wanted) return;
		let live = true;
		source.load().then(
			(got) => {
				if (!live) return;
				setValue(() => got);
				setFailed(false);
			},
			() => live && setFailed(true),
		);
		return () => {
			live = false;
		};
	}, [source, wanted, attempt]);
	return {
		value,
		failed,
		/** Asks again after a failure. */
		retry: () => {
			setFailed(false);
			setAttempt((n) => n + 1);
		},
	};
}
