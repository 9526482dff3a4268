// Replies are checked once, where they arrive: a reply that does not fit its shape is a typed failure (BAD_REPLY),
// said in the player's words, never data a component trips over.
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type GenericSchema, safeParse } from 'valibot';
import { BAD_REPLY, NETWORK, REJECTED } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { raceCardShape } from '../../../src/api/shapes/race-card.ts';
import { calendarShape, dayTableShape } from '../../../src/api/shapes/races.ts';
import { balanceShape } from '../../../src/api/shapes/user.ts';
import { withdrawalShape } from '../../../src/api/shapes/wallet.ts';
import { failureText } from '../../../src/state/common/failure-text.ts';
import { caught, fakeClock, fakeLogger, fakeSession } from './fakes.ts';

/** A fetch answering every call with this status and raw body text. */
function raw(status: number, text: string) {
	const logger = fakeLogger();
	const fetch = (async () => new Response(text, { status })) as typeof globalThis.fetch;
	const http = createHttp({ fetch, session: fakeSession().access, clock: fakeClock(), logger });
	return { http, logger };
}
const json = (data: unknown) => JSON.stringify({ status: 200, message: 'ok', data });

const calendar = { today: '2025-09-13', time_zone: 'Asia/Hong_Kong', days: [{ day: '2025-09-13', has_racing: true }] };

// ---
const Edge = suite('a reply checked at the edge');

Edge('a reply that fits comes back as it was', async () => {
	const { http } = raw(200, json(calendar));
	assert.equal((await http.get('/events/calendar', { schema: calendarShape })).data, calendar);
});

Edge('fields the shape does not name pass through, so a newer server breaks nothing', async () => {
	const { http } = raw(200, json({ ...calendar, season: 'spring' }));
	const { data } = await http.get<{ season: string }>('/events/calendar', { schema: calendarShape });
	assert.is(data.season, 'spring');
});

const BROKEN: [string, number, string][] = [
	['an HTML 500 page', 500, '<html><body>Internal Server Error</body></html>'],
	['an HTML 502 from a proxy', 502, '<html>Bad gateway</html>'],
	['data null', 200, json(null)],
	['data missing', 200, JSON.stringify({ status: 200, message: 'ok' })],
	['a field missing (today)', 200, json({ ...calendar, today: undefined })],
	['a field of the wrong type', 200, json({ ...calendar, days: 'none' })],
];

for (const [name, status, text] of BROKEN) {
	Edge(`${name}: a BAD_REPLY failure in the player's words, logged`, async () => {
		const { http, logger } = raw(status, text);
		const error = await caught(http.get('/events/calendar', { schema: calendarShape }));
		assert.is(error.code, BAD_REPLY);
		assert.is.not(error.code, REJECTED, 'an unread reply must never read as the server refusing');
		assert.is(failureText(error, 'fallback'), "The server's reply could not be read. Please try again.");
		assert.ok(logger.errors.length > 0, 'not logged');
	});
}

Edge('a 2xx cut short (truncated JSON, an empty body) is as good as no reply: a network failure, logged', async () => {
	for (const text of [json(calendar).slice(0, 40), '']) {
		const { http, logger } = raw(200, text);
		const error = await caught(http.get('/events/calendar', { schema: calendarShape }));
		assert.is(error.code, NETWORK);
		assert.ok(logger.errors.length > 0, 'not logged');
	}
});

Edge("a refusal with the server's envelope is still the server's own words", async () => {
	const { http } = raw(400, JSON.stringify({ status: 400, message: 'Insufficient balance', data: null }));
	const error = await caught(http.get('/user/balance', { schema: balanceShape }));
	assert.is(error.code, REJECTED);
	assert.is(failureText(error, 'fallback'), 'Insufficient balance');
});

Edge("a script's own failure is never shown to the player", () => {
	const bug = new TypeError("Cannot read properties of null (reading 'list')");
	assert.is(failureText(bug, 'fallback'), 'fallback');
	assert.is(failureText(new RangeError('Invalid time value'), 'fallback'), 'fallback');
});

// ---
const Shapes = suite('what each shape refuses');

const race = { race_id: 1, raceNo: 1, start_time: '2025-09-13T10:00:00Z', status: 'open' };
const meeting = { event_id: 3, meetings: 'Sha Tin', races: [race] };
const card = { ...race, meetings: 'Sha Tin', runners: [{ horse_id: 1, name: 'Silver Arrow' }], result: null };
const withdrawal = {
	...{ id: 1, amount: 20, card_number: '**** 1111', bank_name: 'Bank', status: 'pending', reason: null },
	...{ created_at: '2025-09-13T10:00:00Z', decided_at: null },
};

const TABLE: [string, GenericSchema, unknown, unknown[]][] = [
	[
		'calendar',
		calendarShape,
		calendar,
		[{ ...calendar, today: undefined }, { ...calendar, today: 'tomorrow' }, { ...calendar, days: null }, null],
	],
	[
		'day table',
		dayTableShape,
		{ list: [meeting] },
		// a bad meeting or race is dropped, not the reply (reply-leniency.test.ts): only a list that is none fails
		[{ list: null }, { list: 'meetings' }, {}],
	],
	['balance', balanceShape, 105.5, [null, 'abc', Number.NaN, {}]],
	[
		'race card',
		raceCardShape,
		card,
		[
			{ ...card, runners: null },
			{ ...card, start_time: undefined },
			{ ...card, race_id: '' },
			{ ...card, result: { finish: 'first' } },
		],
	],
	['withdrawal', withdrawalShape, withdrawal, [{ ...withdrawal, id: null }, { ...withdrawal, status: 'lost' }, {}]],
];

for (const [name, shape, good, bad] of TABLE) {
	Shapes(`${name}: a whole reply passes, each broken one fails`, () => {
		assert.ok(safeParse(shape, good).success, `${name}: a good reply was refused`);
		for (const [i, reply] of bad.entries())
			assert.not.ok(safeParse(shape, reply).success, `${name}: broken reply ${i} passed`);
	});
}

Edge.run();
Shapes.run();
