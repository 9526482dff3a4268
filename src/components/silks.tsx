// A runner's racing colours drawn inline (no image is fetched): cap, sleeves, and the body with its pattern.
import type { Silks as SilksColours } from '../state/races/race-card-model.ts';

// each pattern in the body's box (x 9-23, y 9-29), drawn in the second colour:
const PATTERNS: Record<string, string> = {
	hoops: 'M9 13h14v3H9zM9 20h15v3H9z',
	stripes: 'M11 9h2.5v20H11zM15 9h2.5v20H15zM19 9h2.5v20H19z',
	sash: 'M9 12l3-3 11 17-3 3z',
	cross: 'M14.5 9h3v20h-3zM9 16h14v3H9z',
	stars: 'M16 14.5l1.1 3 3.2.1-2.6 2 1 3-2.7-1.8-2.7 1.8 1-3-2.6-2 3.2-.1z',
	diamonds: 'M16 11l3 4-3 4-3-4zM16 19l3 4-3 4-3-4z',
};
const EDGE = { stroke: 'rgba(0,0,0,.55)', 'stroke-width': 0.6 };

export function Silks({ silks, size = 28 }: { silks: SilksColours; size?: number }) {
	const { body, sleeves, cap } = silks;
	// a pattern in the body's own colour would not show: the next colour that differs draws it:
	const second = [sleeves, cap, '#ffffff', '#212121'].find((c) => c !== body);
	const pattern = PATTERNS[silks.pattern];
	return (
		<svg class="silks" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
			<path d="M9 10 2 17l3 4 5-4zM23 10l7 7-3 4-5-4z" fill={sleeves} {...EDGE} />
			<path d="M9 9h14l1 20H8z" fill={body} {...EDGE} />
			{pattern && <path d={pattern} fill={second} />}
			<path d="M11 8a5 5 0 0 1 10 0z" fill={cap} {...EDGE} />
		</svg>
	);
}
