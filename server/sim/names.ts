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
// each word's Chinese, so a runner's Chinese name follows from its English one and draws nothing more:
const FIRST_ZH = '银光 金色 午夜 风暴 幸运 皇家 大漠 碧海 寒冬 赤焰 疾风 狂野 勇猛 静谧 北国 小小'.split(' ');
const SECOND_ZH = '神箭 彗星 舞者 回声 猎鹰 传奇 君王 侠客 领航 悍将 精灵 雷霆 远航 细语 港湾 星火'.split(' ');
const INITIALS = 'ABCDJKLMRST';
const SURNAMES = ['Bowman', 'McEvoy', 'Shinn', 'Oliver', 'Nolen', 'Berry', 'Avdulla', 'Rawiller', 'Moreira', 'Zahra'];

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;
const index = (size: number, random: () => number) => Math.floor(random() * size);

/** A runner's name in English and Chinese, from two draws. */
export function runnerName(random: () => number): { name: string; name_zh: string } {
	const [a, b] = [index(FIRST.length, random), index(SECOND.length, random)];
	return { name: `${FIRST[a]} ${SECOND[b]}`, name_zh: `${FIRST_ZH[a]}${SECOND_ZH[b]}` };
}
export const jockeyName = (random: () => number) => `${pick([...INITIALS], random)}. ${pick(SURNAMES, random)}`;
