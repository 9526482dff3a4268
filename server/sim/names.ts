// Word lists for demo runners; names come from a seeded draw, so every process makes the same card.
export const VENUES = [
	{ code: 'FLM', venue: 'Flemington', event_type: 'Races' },
	{ code: 'RAN', venue: 'Randwick', event_type: 'Races' },
	{ code: 'EGF', venue: 'Eagle Farm', event_type: 'Races' },
	{ code: 'MEN', venue: 'Menangle', event_type: 'Harness' },
	{ code: 'WPK', venue: 'Wentworth Park', event_type: 'Greyhounds' },
] as const;

export const EVENT_TYPES = ['Races', 'Harness', 'Greyhounds'] as const;

const FIRST = [
	'Silver',
	'Golden',
	'Midnight',
	'Storm',
	'Lucky',
	'Royal',
	'Desert',
	'Ocean',
	'Winter',
	'Crimson',
	'Swift',
	'Wild',
	'Bold',
	'Quiet',
	'Northern',
	'Little',
];
const SECOND = [
	'Arrow',
	'Comet',
	'Dancer',
	'Echo',
	'Falcon',
	'Legend',
	'Monarch',
	'Outlaw',
	'Pilot',
	'Rebel',
	'Spirit',
	'Thunder',
	'Voyager',
	'Whisper',
	'Harbour',
	'Ember',
];
const INITIALS = 'ABCDJKLMRST';
const SURNAMES = ['Bowman', 'McEvoy', 'Shinn', 'Oliver', 'Nolen', 'Berry', 'Avdulla', 'Rawiller', 'Moreira', 'Zahra'];

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

export const runnerName = (random: () => number) => `${pick(FIRST, random)} ${pick(SECOND, random)}`;
export const jockeyName = (random: () => number) => `${pick([...INITIALS], random)}. ${pick(SURNAMES, random)}`;

/** FNV-1a: a stable 32-bit seed from a race's day, meeting and number. */
export function seedOf(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
	return h >>> 0;
}
