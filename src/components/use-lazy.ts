// How a component waits for a lazy thing: nothing for 200 ms, then 'loading'; 'error' on failure or after 60 s.
import { useEffect, useState } from 'preact/hooks';
import type { Lazy } from '../../shared/lib/lazy.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { type LoadPhase, watchLoad } from '../lib/load-watch.ts';

/**
 * `value` once `source` is in (on the first frame when it already is), fetched while `wanted`; `retry` asks again.
 * The effect reads the loader afresh and always asks it: a preload elsewhere can finish between the render and the
 * effect, and a state taken at render time would then leave the placeholder up for good.
 */
export function useLazy<T>(source: Lazy<T>, wanted = true, clock: Clock = systemClock) {
	const [phase, setPhase] = useState<LoadPhase>(source.loaded === undefined ? 'waiting' : 'ready');
	const [attempt, setAttempt] = useState(0);
	useEffect(() => {
		if (!wanted) return;
		// each attempt starts over: a retry, or the thing asked for again after it failed:
		setPhase(source.loaded === undefined ? 'waiting' : 'ready');
		return watchLoad(source.preload(), clock, setPhase);
	}, [source, wanted, clock, attempt]);
	return { value: source.loaded, phase, retry: () => setAttempt((n) => n + 1) };
}
