// The first screen's replies: the racing calendar, a day's meetings and the open races. They come with the entry,
// so they check only what would break the home page (a day it cannot ask for, a time Intl throws on, a list that
// is not one), with the fewest valibot functions. A race or meeting that does not fit is dropped (reply-check.ts).
import { array, check, looseObject, number, pipe, string } from 'valibot';
import { id } from '../reply-check.ts';
import { day, when } from './common.ts';

const STATUSES = ['open', 'closed', 'resulted', 'abandoned'];
export const raceStatus = pipe(
	string(),
	check((s) => STATUSES.includes(s)),
);

const raceSummary = looseObject({ race_id: id, raceNo: number(), start_time: when, status: raceStatus });

export const calendarShape = looseObject({
	today: day,
	time_zone: string(),
	days: array(looseObject({ day })),
});

export const raceListShape = looseObject({ list: array(raceSummary) });

export const dayTableShape = looseObject({
	list: array(looseObject({ event_id: id, meetings: string(), races: array(raceSummary) })),
});

export const horseNamesShape = looseObject({ list: array(looseObject({ horse_id: id, name: string() })) });
