// Word lists for demo runners; names come from a seeded draw, so every process makes the same card.
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
