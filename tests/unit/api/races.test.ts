import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCache } from '../../../src/api/cache.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createRaceApi } from '../../../src/api/races.ts';
import { fetchTaxRate } from '../../../src/api/tax-rate.ts';
import { horseLabel } from '../../../src/lib/bet-form.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from './fakes.ts';

function setup(reply: Parameters<typeof fakeFetch>[0]) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch(reply);
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const api = createRaceApi({ http, cache: createCache({ store: null, clock, logger }), logger });
	return { api, http, net, clock, logger };
}

// ---
const Races = suite('race fetchers');

Races('races returns data.list with its cache marks', async () => {
	const { api } = setup(() => envelope(200, { list: [{ id: 1 }] }));
	const first = await api.races();
	assert.equal(first, { list: [{ id: 1 }], fromCache: false, age: 0, stale: false });
	assert.ok((await api.races())?.fromCache);
});

Races('day table sends the day and event type', async () => {
	const { api, net } = setup(() => envelope(200, { list: [] }));
	await api.dayTable('2025-09-13', 'Races');
	assert.is(net.calls[0]?.url, '/api/events/day_table?day=2025-09-13&event_type=Races');
});

Races('different days are cached apart', async () => {
	const { api, net } = setup((_, i) => envelope(200, { list: [i] }));
	const a = await api.dayTable('2025-09-13', 'Races');
	const b = await api.dayTable('2025-09-14', 'Races');
	assert.is(net.calls.length, 2);
	assert.is.not(a?.list[0], b?.list[0]);
});

Races('a failure is logged and returns null so the caller keeps its list', async () => {
	const { api, logger } = setup(() => new TypeError('offline'));
	assert.is(await api.races(), null);
	assert.is(await api.dayTable('2025-09-13', 'Races'), null);
	assert.is(await api.horseNames(5), null);
	assert.is(logger.errors.filter((e) => String(e[0]).includes('failed')).length >= 3, true);
});

Races('horse names come from data.list for the race and show as id-name', async () => {
	const { api, net } = setup(() => envelope(200, { list: [{ horse_id: 3, name: 'Silver Arrow' }] }));
	const horses = await api.horseNames(42);
	assert.is(net.calls[0]?.url, '/api/events/gethorse_name?race_id=42');
	assert.equal(horses?.map(horseLabel), ['3-Silver Arrow']);
});

Races.run();

// ---
const Rate = suite('exchange rate');

Rate('reads data.rate', async () => {
	const { http, logger } = setup(() => envelope(200, { rate: 7.25 }));
	assert.is(await fetchTaxRate(http, logger), 7.25);
});

Rate('retries up to 5 times before giving up with a log', async () => {
	const { http, net, logger } = setup(() => envelope(500));
	assert.is(await fetchTaxRate(http, logger), null);
	assert.is(net.calls.length, 6, 'one attempt plus five retries');
	assert.is(logger.errors.length, 1);
});

Rate('a retry that succeeds returns the rate', async () => {
	const { http, net, logger } = setup((_, i) => (i < 3 ? new TypeError('offline') : envelope(200, { rate: '6.5' })));
	assert.is(await fetchTaxRate(http, logger), 6.5);
	assert.is(net.calls.length, 4);
});

Rate.run();
