import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCache } from '../../../src/api/cache.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createRaceApi } from '../../../src/api/races.ts';
import { createRaces } from '../../../src/state/races/races-model.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

type Handler = Parameters<typeof fakeFetch>[0];

function setup(reply: Handler) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch(reply);
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const api = createRaceApi({ http, cache: createCache({ store: null, clock, logger }), logger });
	const model = createRaces({ api, today: () => '2025-09-13', logger });
	return { model, net, clock, logger };
}

const meeting = (id: number) => ({
	event_id: id,
	code: 'FLM',
	meetings: 'Flemington',
	venue: 'Flemington',
	event_type: 'Races',
	day: '2025-09-13',
	races: [],
});

const race = (id: number) => ({ race_id: id, raceNo: 1, start_time: '2025-09-13T10:00:00Z', status: 'open' });

// ---
const Defaults = suite('race model: defaults');

Defaults('starts on today, event type Races, empty lists, flags off', () => {
	const { model } = setup(() => envelope(200, { list: [] }));
	assert.is(model.date.value, '2025-09-13');
	assert.is(model.raceType.value, 'Races');
	assert.equal([model.races.value, model.meetings.value], [[], []]);
	assert.equal([model.racesLoading.value, model.meetingsLoading.value], [false, false]);
	assert.equal([model.showBetForm.value, model.showLiveVideo.value], [false, false]);
});

Defaults(
	'picking a race opens the bet form with it, in its row; the top toggle and a new day move it to the top',
	() => {
		const { model } = setup(() => envelope(200, { list: [] }));
		model.pickRace({ race_id: 5, raceNo: 3, start_time: '', status: 'open' });
		assert.is(model.picked.value?.race_id, 5);
		assert.ok(model.showBetForm.value);
		assert.is(model.formRow.value, 5);
		model.setShowBetForm(true);
		assert.is(model.formRow.value, null, 'the top toggle shows it at the top');
		assert.is(model.picked.value?.race_id, 5, 'still for that race');
		model.pickRace({ race_id: 6, raceNo: 4, start_time: '', status: 'open' });
		model.selectDate('2025-09-14');
		assert.is(model.formRow.value, null, "another day's list has not that row");
	},
);

Defaults.run();

// ---
const Loading = suite('race model: loading through the cache');

Loading('meetings for the chosen day and type; a second load within a minute comes from the cache', async () => {
	const { model, net } = setup(() => envelope(200, { list: [meeting(1)] }));
	const pending = model.loadMeetings();
	assert.ok(model.meetingsLoading.value, 'loading flag on while fetching');
	await pending;
	assert.is(net.calls[0]?.url, '/api/events/day_table?day=2025-09-13&event_type=Races');
	assert.is(model.meetings.value.length, 1);
	await model.loadMeetings();
	assert.is(net.calls.length, 1, 'served from cache');
});

Loading('pull-to-refresh forces both lists from the server', async () => {
	const { model, net } = setup(() => envelope(200, { list: [] }));
	await model.refresh();
	await model.refresh();
	assert.is(net.calls.length, 4);
});

Loading('changing the date or type asks for that day table', async () => {
	const { model, net } = setup(() => envelope(200, { list: [meeting(2)] }));
	await model.selectDate('2025-09-14');
	await model.selectRaceType('Harness');
	assert.is(net.calls[1]?.url, '/api/events/day_table?day=2025-09-14&event_type=Harness');
	assert.is(model.date.value, '2025-09-14');
});

Loading('a failed fetch is logged and leaves both lists unchanged', async () => {
	const list = (url: string) => (url.includes('day_table') ? [meeting(3)] : [race(3)]);
	const { model, logger } = setup((call, i) =>
		i < 2 ? envelope(200, { list: list(call.url) }) : new TypeError('offline'),
	);
	await model.loadRaces();
	await model.loadMeetings();
	await model.refresh();
	assert.is(model.races.value.length, 1);
	assert.is(model.meetings.value.length, 1);
	assert.ok(logger.errors.length > 0, 'failure logged');
	assert.not.ok(model.racesLoading.value || model.meetingsLoading.value);
});

Loading('offline with an expired copy shows it marked stale', async () => {
	const { model, clock } = setup((_, i) =>
		i === 0 ? envelope(200, { list: [meeting(4)] }) : new TypeError('offline'),
	);
	await model.loadMeetings();
	clock.tick(120_000);
	await model.loadMeetings();
	assert.ok(model.stale.value);
	assert.is(model.meetings.value.length, 1);
});

Loading.run();
