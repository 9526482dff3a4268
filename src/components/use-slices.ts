// A long list drawn in slices: the first slice with the render that asked for it, each further one in a task of its
// own, so drawing a whole day of meetings never holds the main thread in one long task.
import { useEffect, useState } from 'preact/hooks';
import { nextTask } from '../lib/next-task.ts';

/** The items to draw now: `first` of them at once, then `step` more a task until all are in. */
export function useSlices<T>(items: readonly T[], first: number, step = first): readonly T[] {
	const [drawn, setDrawn] = useState({ items, shown: first });
	// a new list (another day) starts again from its first slice:
	const shown = drawn.items === items ? drawn.shown : first;
	useEffect(() => {
		if (shown >= items.length) return;
		let live = true;
		void nextTask().then(() => live && setDrawn({ items, shown: shown + step }));
		return () => {
			live = false;
		};
	}, [items, shown, step]);
	return shown >= items.length ? items : items.slice(0, shown);
}
