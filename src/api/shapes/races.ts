// The first screen's replies: the racing calendar, a day's meetings and the open races. They come with the entry,
// so they check only what the home page reads.
import { array, boolean, looseObject, nullish, number, picklist, string, union } from 'valibot';
import { day, when } from './common.ts';

export const raceStatus = picklist(['open', 'closed', 'resulted', 'abandoned']);

const raceSummary = looseObject({
	race_id: number(),
	raceNo: number(),
	start_time: when,
	status: raceStatus,
	time_zone: nullish(string()),
});

export const calendarShape = looseObject({
	today: day,
	time_zone: string(),
	days: array(looseObject({ day, has_racing: boolean() })),
});

export const raceListShape = looseObject({ list: array(raceSummary) });

export const dayTableShape = looseObject({
	list: array(
		looseObject({
			event_id: number(),
			meetings: string(),
			time_zone: nullish(string()),
			races: array(raceSummary),
		}),
	),
});

export const horseNamesShape = looseObject({
	list: array(looseObject({ horse_id: union([number(), string()]), name: string() })),
});
