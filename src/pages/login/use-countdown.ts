// Seconds left before another code may be requested; ticks once a second.
import { useEffect, useState } from 'preact/hooks';

const RESEND_SECONDS = 60;

export function useCountdown(
	clock: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
) {
	const [left, setLeft] = useState(0);
	useEffect(() => {
		if (left <= 0) return;
		const id = clock.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
		return () => clock.clearInterval(id);
	}, [left > 0]);
	return { left, start: () => setLeft(RESEND_SECONDS) };
}
