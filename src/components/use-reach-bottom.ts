// Calls onReach once the page is scrolled within `distance` px of its bottom; again only after it grows.
import { useEffect, useRef } from 'preact/hooks';

export const REACH_BOTTOM_DISTANCE = 50;

export function isNearBottom(
	scrollTop: number,
	viewport: number,
	scrollHeight: number,
	distance = REACH_BOTTOM_DISTANCE,
) {
	return scrollTop + viewport >= scrollHeight - distance;
}

export function useReachBottom(onReach: () => void, distance = REACH_BOTTOM_DISTANCE) {
	const latest = useRef(onReach);
	latest.current = onReach;
	useEffect(() => {
		let firedAt = -1;
		const check = () => {
			const el = document.documentElement;
			const height = el.scrollHeight;
			if (height !== firedAt && isNearBottom(scrollY, innerHeight, height, distance)) {
				firedAt = height;
				latest.current();
			}
		};
		addEventListener('scroll', check, { passive: true });
		return () => removeEventListener('scroll', check);
	}, [distance]);
}
