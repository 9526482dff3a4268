// Replies are checked by what the app needs, not more than the spec says: an untyped id comes as a number or a text,
// one bad entry drops that entry only, and every drop or refusal is logged with the route, the field and the reason.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCache } from '../../../src/api/cache.ts';
import { BAD_REPLY } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createRaceApi } from '../../../src/api/races.ts';
import { raceOrderPage } from '../../../src/api/shapes/orders.ts';
import { raceCardShape } from '../../../src/api/shapes/race-card.ts';
import { caught, envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from './fakes.ts';

function setup(data: unknown) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch(() => envelope(200, data));
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const api = createRaceApi({ http, cache: createCache({ store: null, clock, logger }), logger });
	return { api, http, logger };
}

const race = (race_id: unknown) => ({ race_id, raceNo: 1, start_time: '2025-09-13T10:00:00Z', status: 'open' });
const lines = (entries: unknown[][]) => entries.map((args) => args.map(String).join(' '));

// ---
const Ids = suite('an id the spec leaves untyped');

Ids('race ids as texts or numbers are both taken, as sent', async () => {
	const { api, logger } = setup({ list: [race('R-7'), race(8)] });
	const listing = await api.races<{ race_id: unknown }>();
	assert.equal(
		listing?.list.map((r) => r.race_id),
		['R-7', 8],
	);
	assert.equal([...logger.errors, ...logger.warnings], []);
});

Ids('meeting and race ids as texts on the day table', async () => {
	const { api } = setup({ list: [{ event_id: 'HV-2025-09-13', meetings: 'Happy Valley', races: [race('R1')] }] });
	const listing = await api.dayTable<{ event_id: unknown; races: unknown[] }>('2025-09-13', 'Races');
	assert.is(listing?.list[0]?.event_id, 'HV-2025-09-13');
	assert.is(listing?.list[0]?.races.length, 1);
});

Ids('a race card with text ids for the race and its runners', async () => {
	const { http } = setup({
		race_id: 'R1',
		raceNo: 1,
		meetings: 'Happy Valley',
		start_time: '2025-09-13T10:00:00Z',
		status: 'resulted',
		runners: [{ horse_id: 'H3', name: 'Fast', win_price: 2.5, place_price: null }],
		result: { finish: [['H3']] },
	});
	const { data } = await http.get<{ runners: unknown[] }>('/events/race', { schema: raceCardShape });
	assert.is(data.runners.length, 1);
});

Ids('an empty text or an object is no id: that entry is dropped', async () => {
	const { api } = setup({ list: [race(''), race({ id: 1 }), race(3)] });
	assert.equal(
		(await api.races<{ race_id: unknown }>())?.list.map((r) => r.race_id),
		[3],
	);
});

Ids.run();

// ---
const Drops = suite('one bad entry in a list');

Drops('drops that race only, and says which route, entry, field and why', async () => {
	const { api, logger } = setup({ list: [race(1), { ...race(2), start_time: 'soon' }, race(3)] });
	const listing = await api.races<{ race_id: number }>();
	assert.equal(
		listing?.list.map((r) => r.race_id),
		[1, 3],
	);
	const [line, ...more] = lines(logger.warnings);
	assert.equal(more, []);
	assert.match(line!, '/events/races');
	assert.match(line!, 'list.1.start_time');
	assert.match(line!, /Invalid/);
	assert.equal(logger.errors, [], 'a list that lost an entry is no failure');
});

Drops('a bad race inside a meeting drops the race, and the meeting stays', async () => {
	const { api, logger } = setup({ list: [{ event_id: 1, meetings: 'Sha Tin', races: [race(1), { race_id: 2 }] }] });
	const listing = await api.dayTable<{ races: unknown[] }>('2025-09-13', 'Races');
	assert.is(listing?.list[0]?.races.length, 1);
	assert.match(lines(logger.warnings)[0]!, /\/events\/day_table.*races\.1\.raceNo/);
});

Drops('a page of orders keeps the orders that fit and its total', async () => {
	const { http, logger } = setup({ list: [null], total: 1 });
	const { data } = await http.get<{ list: unknown[]; total: number }>('/order/list', { schema: raceOrderPage });
	assert.equal(data, { list: [], total: 1 });
	assert.match(lines(logger.warnings)[0]!, /\/order\/list.*list\.0: Invalid type/);
});

Drops.run();

// ---
const Refused = suite('a reply refused by its check');

Refused('is logged with the route, the field and the reason, never as an HTTP status', async () => {
	const { api, logger } = setup({ list: 'none' });
	assert.is(await api.races(), null);
	const logged = lines(logger.errors).join('\n');
	assert.match(logged, /reply to \/events\/races refused, list: Invalid type/);
	assert.not.match(logged, /HTTP 200/);
});

Refused('fails as BAD_REPLY, as before', async () => {
	const { http } = setup({ today: 'tomorrow' });
	const { calendarShape } = await import('../../../src/api/shapes/races.ts');
	assert.is((await caught(http.get('/events/calendar', { schema: calendarShape }))).code, BAD_REPLY);
});

Refused.run();
