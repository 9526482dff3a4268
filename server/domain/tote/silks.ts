// A runner's racing colours, the same every time for the same name: a later card draws them as an SVG.
import { mulberry32, seedOf } from './prng.ts';

export const SILK_PATTERNS = ['plain', 'hoops', 'stripes', 'sash', 'cross', 'stars', 'diamonds'] as const;
type SilkPattern = (typeof SILK_PATTERNS)[number];

export interface Silks {
	body: string;
	sleeves: string;
	cap: string;
	pattern: SilkPattern;
}

// colours that read as racing silks and stay apart from each other:
const COLOURS = [
	'#c62828',
	'#1a237e',
	'#f9a825',
	'#00796b',
	'#ffffff',
	'#212121',
	'#2e7d32',
	'#6a1b9a',
	'#ef6c00',
	'#0277bd',
	'#ad1457',
	'#795548',
];

export function silksOf(name: string): Silks {
	const random = mulberry32(seedOf(`silks:${name}`));
	const colour = () => COLOURS[Math.floor(random() * COLOURS.length)]!;
	const body = colour();
	let sleeves = colour();
	// plain silks in one colour need a second one somewhere, as the cap:
	let cap = colour();
	const pattern = SILK_PATTERNS[Math.floor(random() * SILK_PATTERNS.length)]!;
	if (pattern === 'plain' && sleeves === body) sleeves = COLOURS[(COLOURS.indexOf(body) + 5) % COLOURS.length]!;
	if (cap === body && sleeves === body) cap = sleeves;
	return { body, sleeves, cap, pattern };
}
