// /api/events: the racing calendar, open races, a day's meetings, a race's runners and its card.
import { Hono } from 'hono';
import * as v from 'valibot';
import { EVENT_TYPES } from '../../shared/racing/event-types.ts';
import { racingCalendar } from '../domain/racing/calendar.ts';
import { dayTable, horseNames, openRaces, raceCard } from '../domain/racing/cards.ts';
import { addDays, dayOf } from '../domain/racing/time.ts';
import type { AppEnv } from '../http/app-env.ts';
import { revalidate } from '../http/conditional.ts';
import { ok } from '../http/envelope.ts';
import { day } from '../http/fields.ts';
import { replyLanguage } from '../http/reply-language.ts';
import { atLeast, atMost, oneOf, required, rule, wholeNumber } from '../http/rules.ts';
import { query } from '../http/validate.ts';

const raceId = v.pipe(
	v.string(required),
	v.regex(/^\d{1,15}$/, rule('field_id')),
	v.transform(Number),
	v.minValue(1, rule('field_id')),
);
const Races = v.object({
	limit: v.optional(
		v.pipe(v.string(), v.regex(/^\d{1,3}$/, wholeNumber), v.transform(Number), atLeast(1), atMost(500)),
		'100',
	),
});
const DayTable = v.object({
	day,
	event_type: oneOf(EVENT_TYPES),
});
const ByRace = v.object({ race_id: raceId });

export const eventRoutes = new Hono<AppEnv>()
	.get('/calendar', revalidate, async (c) => {
		const { db, clock, config } = c.get('deps');
		return ok(c, await racingCalendar(db, clock.now(), config.timeZone));
	})
	.get('/races', revalidate, async (c) => {
		const { db, clock, config } = c.get('deps');
		const { limit } = query(c, Races);
		const now = clock.now();
		const today = dayOf(now, config.timeZone);
		return ok(c, { list: await openRaces(db, now, [today, addDays(today, 1)], limit, replyLanguage(c)) });
	})
	.get('/day_table', revalidate, async (c) => {
		const input = query(c, DayTable);
		return ok(c, { list: await dayTable(c.get('deps').db, input.day, input.event_type, replyLanguage(c)) });
	})
	.get('/gethorse_name', revalidate, async (c) => {
		const { race_id } = query(c, ByRace);
		const { db, clock } = c.get('deps');
		return ok(c, { list: await horseNames(db, race_id, clock.now(), replyLanguage(c)) });
	})
	.get('/race', revalidate, async (c) => {
		const { race_id } = query(c, ByRace);
		const { db, clock } = c.get('deps');
		return ok(c, await raceCard(db, race_id, clock.now(), replyLanguage(c)));
	});
