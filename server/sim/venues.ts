// The demo's venues: each races once a day at its own local time, so a day's card runs round the clock
// (Australian and Japanese days, Hong Kong and Dubai nights, British and French evenings, American nights).
import type { EventType } from '../../shared/racing/event-types.ts';

export interface Venue {
	code: string;
	venue: string;
	event_type: EventType;
	/** IANA zone of the venue. */
	zone: string;
	/** local time of the first race, minutes after midnight. */
	first: number;
}

const at = (h: number, m: number) => h * 60 + m;

export const VENUES: readonly Venue[] = [
	{ code: 'FLM', venue: 'Flemington', event_type: 'Races', zone: 'Australia/Melbourne', first: at(12, 15) },
	{ code: 'RAN', venue: 'Randwick', event_type: 'Races', zone: 'Australia/Sydney', first: at(11, 50) },
	{ code: 'EGF', venue: 'Eagle Farm', event_type: 'Races', zone: 'Australia/Brisbane', first: at(12, 40) },
	{ code: 'PAK', venue: 'Pakenham', event_type: 'Races', zone: 'Australia/Melbourne', first: at(16, 10) },
	{ code: 'TOK', venue: 'Tokyo', event_type: 'Races', zone: 'Asia/Tokyo', first: at(10, 5) },
	{ code: 'STN', venue: 'Sha Tin', event_type: 'Races', zone: 'Asia/Hong_Kong', first: at(12, 45) },
	{ code: 'HPV', venue: 'Happy Valley', event_type: 'Races', zone: 'Asia/Hong_Kong', first: at(18, 45) },
	{ code: 'MEY', venue: 'Meydan', event_type: 'Races', zone: 'Asia/Dubai', first: at(18, 30) },
	{ code: 'ASC', venue: 'Ascot', event_type: 'Races', zone: 'Europe/London', first: at(13, 30) },
	{ code: 'KEM', venue: 'Kempton Park', event_type: 'Races', zone: 'Europe/London', first: at(17, 35) },
	{ code: 'GPK', venue: 'Gulfstream Park', event_type: 'Races', zone: 'America/New_York', first: at(12, 20) },
	{ code: 'SAN', venue: 'Santa Anita', event_type: 'Races', zone: 'America/Los_Angeles', first: at(13, 0) },
	{ code: 'PEN', venue: 'Penn National', event_type: 'Races', zone: 'America/New_York', first: at(18, 30) },
	{ code: 'MEN', venue: 'Menangle', event_type: 'Harness', zone: 'Australia/Sydney', first: at(18, 5) },
	{ code: 'ADD', venue: 'Addington', event_type: 'Harness', zone: 'Pacific/Auckland', first: at(17, 25) },
	{ code: 'VIN', venue: 'Vincennes', event_type: 'Harness', zone: 'Europe/Paris', first: at(20, 10) },
	{ code: 'MEA', venue: 'Meadowlands', event_type: 'Harness', zone: 'America/New_York', first: at(19, 15) },
	{ code: 'WPK', venue: 'Wentworth Park', event_type: 'Greyhounds', zone: 'Australia/Sydney', first: at(19, 20) },
	{ code: 'MDW', venue: 'The Meadows', event_type: 'Greyhounds', zone: 'Australia/Melbourne', first: at(13, 5) },
	{ code: 'ROM', venue: 'Romford', event_type: 'Greyhounds', zone: 'Europe/London', first: at(11, 3) },
	{ code: 'SHF', venue: 'Sheffield', event_type: 'Greyhounds', zone: 'Europe/London', first: at(18, 32) },
];

// Chinese players read each venue by these names (the Hong Kong Jockey Club's where it has one), in Simplified:
export const VENUE_ZH: Readonly<Record<string, string>> = {
	FLM: '费明顿',
	RAN: '兰域',
	EGF: '鹰农',
	PAK: '柏根咸',
	TOK: '东京',
	STN: '沙田',
	HPV: '跑马地',
	MEY: '美丹',
	ASC: '雅士谷',
	KEM: '肯普顿',
	GPK: '海湾溪',
	SAN: '圣安妮塔',
	PEN: '宾州国家',
	MEN: '美兰高',
	ADD: '艾丁顿',
	VIN: '万塞讷',
	MEA: '梅多兰兹',
	WPK: '温特沃斯公园',
	MDW: '米道斯',
	ROM: '罗姆福德',
	SHF: '谢菲尔德',
};
