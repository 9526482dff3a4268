// A model hands out its signals read-only under their own names: components read them, only the model's verbs write.
import { computed, type ReadonlySignal, type Signal } from '@preact/signals';

type ReadOnly<S> = { [K in keyof S]: S[K] extends Signal<infer T> ? ReadonlySignal<T> : never };

export function readOnly<S extends Record<string, Signal<unknown>>>(signals: S): ReadOnly<S> {
	const views = Object.entries(signals).map(([name, s]) => [name, computed(() => s.value)]);
	return Object.fromEntries(views) as ReadOnly<S>;
}
