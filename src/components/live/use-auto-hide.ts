// Video controls fade out after 3 s without a touch, key or pointer, and come back on the next one.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Clock } from '../../lib/clock.ts';

export const CONTROLS_HIDE_MS = 3000;

export function useAutoHide(clock: Clock, ms = CONTROLS_HIDE_MS): [boolean, () => void] {
	const [shown, setShown] = useState(true);
	const timer = useRef<unknown>(null);
	const poke = useCallback(() => {
		clock.clearTimeout(timer.current);
		setShown(true);
		timer.current = clock.setTimeout(() => setShown(false), ms);
	}, [clock, ms]);
	useEffect(() => {
		poke();
		return () => clock.clearTimeout(timer.current);
	}, [poke, clock]);
	return [shown, poke];
}
