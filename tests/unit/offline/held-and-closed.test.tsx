import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { t } from '../../../src/i18n/index.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createBetDraft } from '../../../src/state/bets/bet-draft-model.ts';
import { closeStarted, createRaces, type RaceSummary } from '../../../src/state/races/races-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { fakeClock, fakeLogger } from '../api/fakes.ts';
import '../live/no-css.ts';
import { RACES } from '../race/setup.ts';

const { SendButton } = await import('../../../src/components/send-button.tsx');
const { BetForm } = await import('../../../src/components/bet-form/bet-form.tsx');
const { createBuilder } = await import('../../../src/components/bet-form/builder-state.ts');

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

const Held = suite('money buttons while offline');

Held('a button that moves money reads as unavailable offline and says why, tied to it', async () => {
	const root = mount();
	act(() => render(<SendButton busy={false} label="Place bet" busyLabel="Placing…" needsNetwork />, root));
	const button = () => root.querySelector('button')!;
	assert.is(button().getAttribute('aria-disabled'), null, 'held while online');
	await goOffline();
	assert.is(button().getAttribute('aria-disabled'), 'true');
	assert.not.ok(button().disabled, 'a held button must stay focusable, so a tap can still explain');
	const reason = root.querySelector(`#${button().getAttribute('aria-describedby')}`);
	assert.is(reason?.textContent, 'You are offline: this needs a connection.');
	await goOnline();
	assert.is(button().getAttribute('aria-disabled'), null, 'still held after the connection came back');
	assert.is(root.querySelector('.offline-reason'), null);
	act(() => render(null, root));
});

Held('a button that moves no money (sign in, save) is left alone offline', async () => {
	const root = mount();
	act(() => render(<SendButton busy={false} label="Sign in" busyLabel="Signing in…" />, root));
	await goOffline();
	assert.is(root.querySelector('button')!.getAttribute('aria-disabled'), null);
	assert.is(root.querySelector('.offline-reason'), null);
	await goOnline();
	act(() => render(null, root));
});

Held.run();

// ---

const Closed = suite('races past their start');

const race = (race_id: number, start: number, status: RaceSummary['status'] = 'open'): RaceSummary => ({
	race_id,
	raceNo: race_id,
	start_time: new Date(start).toISOString(),
	status,
});

Closed('an open race whose start has passed is shown closed; others are left as they are', () => {
	const now = Date.parse('2025-09-13T10:00:00Z');
	const list = [race(1, now - 60_000), race(2, now), race(3, now + 60_000), race(4, now - 60_000, 'resulted')];
	assert.equal(
		closeStarted(list, now).map((r) => r.status),
		['closed', 'closed', 'open', 'resulted'],
	);
});

Closed('a cached list closes each race as its start comes, with no new answer from the server', async () => {
	const clock = fakeClock(Date.parse('2025-09-13T09:59:00Z'));
	const cached = [race(1, Date.parse('2025-09-13T10:00:00Z')), race(2, Date.parse('2025-09-13T10:30:00Z'))];
	const api = {
		races: async () => ({ list: cached, fromCache: true, age: 300_000, stale: true }),
		dayTable: async () => null,
	};
	const model = createRaces({ api: api as never, today: () => '2025-09-13', logger: fakeLogger(), clock });
	await model.loadRaces();
	assert.equal(
		model.openRaces.value.map((r) => r.race_id),
		[1, 2],
	);
	clock.tick(60_000);
	assert.equal(
		model.races.value.map((r) => r.status),
		['closed', 'open'],
		'race 1 still open past its start',
	);
	assert.equal(
		model.openRaces.value.map((r) => r.race_id),
		[2],
		'the bet form still offers a started race',
	);
	clock.tick(30 * 60_000);
	assert.equal(
		model.races.value.map((r) => r.status),
		['closed', 'closed'],
	);
});

Closed.run();

// ---

const Runners = suite('bet form runners');

function draft(runners: () => Promise<null>) {
	return createBetDraft({
		storage: createStorage(memoryBacking()),
		runners,
		rate: async () => null,
		send: () => Promise.reject(new Error('these tests never send')),
		online: () => true,
		uuid: () => 'key',
		toast: () => {},
		t: (key) => t(key),
		placed: () => {},
	});
}

Runners('a chosen race whose runners could not be loaded says so, with a retry, not "choose a race"', async () => {
	let asked = 0;
	const model = draft(async () => {
		asked++;
		return null;
	});
	model.selectType(1);
	const root = mount();
	await act(async () => {
		render(<BetForm model={model} races={RACES} preset={RACES[0]} builder={createBuilder(model)} />, root);
		await flushPromises();
	});
	await act(flushPromises);
	const note = root.querySelector('fieldset.bet-rows .bet-note');
	assert.is((root.querySelector('#bet-leg1') as HTMLSelectElement).value, '101', 'the race is chosen');
	assert.match(note?.textContent ?? '', 'The runners could not be loaded');
	assert.not.match(note?.textContent ?? '', 'Choose a race');
	const before = asked;
	await act(async () => {
		note!.querySelector('button')!.click();
		await flushPromises();
	});
	assert.ok(asked > before, 'Retry asked for nothing');
	act(() => render(null, root));
});

Runners.run();
