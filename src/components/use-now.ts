// The clock's now, read again each time what it shows would change: `next` says in how many ms (null: never), so a
// far countdown wakes once a minute and a near one once a second.
import { useEffect, useState } from 'preact/hooks';
import type { Clock } from '../lib/clock.ts';

export function useNow(clock: Clock, next: (now: number) => number | null): number {
	const [now, setNow] = useState(() => clock.now());
	const wait = next(now);
	useEffect(() => {
		if (wait === null) return;
		const id = clock.setTimeout(() => setNow(clock.now()), wait);
		return () => clock.clearTimeout(id);
	}, [now, wait, clock]);
	return now;
}
