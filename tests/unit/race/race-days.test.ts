import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCache } from '../../../src/api/cache.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createRaceApi } from '../../../src/api/races.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { dayOptions } from '../../../src/pages/index/day-options.ts';
import { CALENDAR_KEY, type Calendar, createRaceDays, loadCalendar } from '../../../src/state/races/race-days-model.ts';
import { createRaces } from '../../../src/state/races/races-model.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

const days = (today: string, racing: boolean[]): Calendar => ({
	today,
	time_zone: 'Asia/Hong_Kong',
	utc_offset: 480,
	days: racing.map((has_racing, i) => ({
		day: new Date(Date.parse(`${today}T00:00:00Z`) + (i - 1) * 86_400_000).toISOString().slice(0, 10),
		has_racing,
	})),
});

// ---
const Labels = suite("the day picker from the server's days");

Labels('only days with racing, named Yesterday, Today and Tomorrow from the server Today', () => {
	const calendar = days('2025-09-13', [true, true, true, false, false]);
	assert.equal(dayOptions('2025-09-13', calendar.days), [
		{ day: '2025-09-12', key: 'race.yesterday' },
		{ day: '2025-09-13', key: 'race.today' },
		{ day: '2025-09-14', key: 'race.tomorrow' },
	]);
});

Labels('a later day with racing is shown by its date; a day without racing in between is skipped', () => {
	const calendar = days('2025-09-13', [false, true, false, true, false]);
	assert.equal(dayOptions('2025-09-13', calendar.days), [
		{ day: '2025-09-13', key: 'race.today' },
		{ day: '2025-09-15', key: null },
	]);
});

Labels('the names follow the server Today, not the phone date', () => {
	// the phone says the 12th, the server's racing day is already the 13th:
	const calendar = days('2025-09-13', [true, true, true, false, false]);
	assert.is(dayOptions('2025-09-13', calendar.days)[0]?.key, 'race.yesterday', 'the 12th is Yesterday');
});

Labels('before the calendar has ever answered: yesterday to three days ahead of the assumed Today', () => {
	assert.equal(
		dayOptions('2025-12-31', null).map((d) => [d.day, d.key]),
		[
			['2025-12-30', 'race.yesterday'],
			['2025-12-31', 'race.today'],
			['2026-01-01', 'race.tomorrow'],
			['2026-01-02', null],
			['2026-01-03', null],
		],
	);
});

Labels.run();

// ---
const Days = suite('the racing calendar model');

// 05:43 in Hong Kong on the 13th; the phone (in UTC here) still says the 12th:
const HK_MORNING = new Date('2025-09-12T21:43:00Z');

function setup(reply: (url: string) => unknown, storage = createStorage(null)) {
	const clock = fakeClock();
	const logger = fakeLogger();
	const net = fakeFetch((call) => envelope(200, reply(call.url)));
	const http = createHttp({ fetch: net.fetch, session: fakeSession().access, clock, logger });
	const api = createRaceApi({ http, cache: createCache({ store: null, clock, logger }), logger });
	const model = createRaceDays({
		calendar: (force) => api.calendar<Calendar>({ force }),
		storage,
		now: () => HK_MORNING,
		deviceToday: () => '2025-09-12',
	});
	const races = createRaces({ api, today: () => model.today.peek(), logger });
	return { model, races, net, storage };
}

const serverSays = (url: string) =>
	url.includes('calendar') ? days('2025-09-13', [true, true, true, false, false]) : { list: [] };

Days('a first visit assumes the phone date, then follows the server Today and asks for its meetings', async () => {
	const { model, races, net, storage } = setup(serverSays);
	assert.is(model.today.value, '2025-09-12');
	assert.is(model.days.value, null);
	await races.loadMeetings();
	await loadCalendar(model, races);
	assert.is(model.today.value, '2025-09-13');
	assert.is(races.date.value, '2025-09-13');
	assert.ok(net.calls.some((c) => c.url === '/api/events/day_table?day=2025-09-13&event_type=Races'));
	assert.is(JSON.parse(storage.get(CALENDAR_KEY)!).time_zone, 'Asia/Hong_Kong', 'the zone is kept for next time');
});

Days("a cold start after a visit asks for the right Today at once, from the server's zone kept last time", async () => {
	const storage = createStorage(null);
	storage.set(CALENDAR_KEY, JSON.stringify(days('2025-09-13', [true, true, true, false, false])));
	const { model, races, net } = setup(serverSays, storage);
	assert.is(model.today.value, '2025-09-13', 'Hong Kong date worked out on the phone');
	assert.equal(model.days.value?.length, 5, "the last visit's days are still today's");
	await races.loadMeetings();
	assert.is(net.calls[0]?.url, '/api/events/day_table?day=2025-09-13&event_type=Races', 'no round trip first');
	await loadCalendar(model, races);
	assert.is(net.calls.filter((c) => c.url.includes('day_table')).length, 1, 'nothing asked twice');
});

Days('the kept offset gives Today without building an Intl formatter', () => {
	const storage = createStorage(null);
	// a zone no other test here has named, so no formatter cached by an earlier test could hide one built now:
	const sydney = {
		...days('2025-09-13', [true, true, true, false, false]),
		time_zone: 'Australia/Sydney',
		utc_offset: 600,
	};
	storage.set(CALENDAR_KEY, JSON.stringify(sydney));
	const real = Intl.DateTimeFormat;
	let built = 0;
	Intl.DateTimeFormat = ((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
		built++;
		return new real(...args);
	}) as unknown as typeof Intl.DateTimeFormat;
	try {
		assert.is(setup(serverSays, storage).model.today.value, '2025-09-13');
	} finally {
		Intl.DateTimeFormat = real;
	}
	assert.is(built, 0, 'an Intl formatter was built for the first guess');
});

Days(
	"a copy kept before the server sent its offset, or one with a nonsense offset, assumes the phone's date",
	async () => {
		for (const utc_offset of [undefined, 100_000]) {
			const storage = createStorage(null);
			storage.set(
				CALENDAR_KEY,
				JSON.stringify({ ...days('2025-09-13', [true, true, true, false, false]), utc_offset }),
			);
			const { model, races } = setup(serverSays, storage);
			assert.is(model.today.value, '2025-09-12', String(utc_offset));
			await races.loadMeetings();
			await loadCalendar(model, races);
			assert.is(races.date.value, '2025-09-13', 'then follows the server Today');
			assert.is(JSON.parse(storage.get(CALENDAR_KEY)!).utc_offset, 480, 'and keeps its offset for next time');
		}
	},
);

Days("yesterday's kept calendar is not today's: its days wait for the server", () => {
	const storage = createStorage(null);
	storage.set(CALENDAR_KEY, JSON.stringify(days('2025-09-12', [true, true, true, false, false])));
	const { model } = setup(serverSays, storage);
	assert.is(model.today.value, '2025-09-13');
	assert.is(model.days.value, null);
});

Days('a player who already chose another day stays on it', async () => {
	const { model, races } = setup(serverSays);
	await races.selectDate('2025-09-14');
	await loadCalendar(model, races);
	assert.is(races.date.value, '2025-09-14');
});

Days('the prefetch and the first render share one calendar request; a failure keeps what was assumed', async () => {
	const { model, net } = setup(serverSays);
	await Promise.all([model.load(), model.load()]);
	assert.is(net.calls.filter((c) => c.url.includes('calendar')).length, 1);
	const down = setup(() => {
		throw new Error('offline');
	});
	assert.is(await down.model.load(), '2025-09-12');
	assert.is(down.model.today.value, '2025-09-12');
});

Days.run();
