import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PriceNote } from '../../../src/pages/detail/price-note.tsx';
import { RaceResult } from '../../../src/pages/detail/race-result.tsx';
import { RunnerTable } from '../../../src/pages/detail/runner-table.tsx';
import { PRICE_REFRESH_MS, useLivePrices } from '../../../src/pages/detail/use-live-prices.ts';
import { MeetingList } from '../../../src/pages/index/meeting-list.tsx';
import type { RaceCard } from '../../../src/state/races-card.ts';
import { mount } from '../../setup/dom.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const RUNNERS = [
	{ horse_id: 1, name: 'Silver Arrow', barrier: 3, jockey: 'J. Bowman', win_price: 4.2, place_price: 1.65 },
	{
		horse_id: 2,
		name: 'Bold Comet',
		barrier: 1,
		jockey: 'K. Shinn',
		win_price: null,
		place_price: null,
		scratched: true,
	},
];

const CARD: RaceCard = {
	race_id: 9,
	raceNo: 4,
	meetings: 'Sha Tin',
	start_time: '2025-09-13T05:30:00Z',
	status: 'open',
	runners: RUNNERS,
	result: null,
	dividends: null,
	prices_at: '2025-09-13T05:10:00Z',
	pools: { win: 1234.5, place: 987 },
	jackpot: { quinella: 8.4 },
};

const cells = (el: Element) =>
	[...el.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));

// ---
const Card = suite('the race card shows what the tote would pay now');

Card('each runner has its Win and Place price; a scratched runner has none', () => {
	const el = mount();
	render(<RunnerTable runners={RUNNERS} priced />, el);
	assert.equal(cells(el)[0]?.slice(3), ['4.20', '1.65']);
	assert.equal(cells(el)[1]?.slice(3), ['—', '—']);
	assert.match(el.querySelector('thead')!.textContent!, /WinPlace/);
});

Card('once the race is resulted, the prices give way to the final dividends', () => {
	const el = mount();
	render(<RunnerTable runners={RUNNERS} priced={false} />, el);
	assert.not.match(el.querySelector('thead')!.textContent!, /Win/);
	const done: RaceCard = {
		...CARD,
		status: 'resulted',
		result: { finish: [[1], [3], [4]] },
		dividends: [{ pool: 'win', combo: [1], dividend: 12.3 }],
	};
	render(<RaceResult card={done} />, el);
	assert.is(el.querySelector('caption')?.textContent, 'Final dividends');
	assert.match(el.textContent!, /Includes a jackpot of Quinella \$8\.40/);
});

Card('the note says the prices are approximate, the pools and the jackpot carried in', () => {
	const el = mount();
	render(<PriceNote card={CARD} />, el);
	assert.match(el.textContent!, /Approximate prices per \$1 from the live pools/);
	assert.match(el.textContent!, /Win pool \$1234\.50 · Place pool \$987\.00/);
	assert.match(el.textContent!, /Jackpot carried in: Quinella \$8\.40/);
});

Card.run();

// ---
const Refresh = suite('prices refresh while the race is open and on screen');

function page() {
	const listeners = new Set<() => void>();
	return {
		visibilityState: 'visible' as DocumentVisibilityState,
		addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
		removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
		show(state: DocumentVisibilityState) {
			this.visibilityState = state;
			for (const fn of listeners) fn();
		},
		listeners,
	};
}

function Probe(props: {
	open: boolean;
	refresh: () => void;
	page: ReturnType<typeof page>;
	clock: ReturnType<typeof fakeClock>;
}) {
	useLivePrices(props.open, props.refresh, props.page as unknown as Document, props.clock);
	return null;
}

Refresh('every 20 seconds while visible; not while hidden; at once when shown again', () => {
	const clock = fakeClock();
	const doc = page();
	let asked = 0;
	const el = mount();
	act(() => render(<Probe open refresh={() => asked++} page={doc} clock={clock} />, el));
	clock.tick(PRICE_REFRESH_MS - 1);
	assert.is(asked, 0);
	clock.tick(1);
	assert.is(asked, 1, 'twenty seconds on');
	doc.visibilityState = 'hidden';
	clock.tick(3 * PRICE_REFRESH_MS);
	assert.is(asked, 1, 'a hidden page asks nothing');
	doc.show('visible');
	assert.is(asked, 2, 'back in view: at once');
	clock.tick(PRICE_REFRESH_MS);
	assert.is(asked, 3);
	act(() => render(null, el));
	assert.is(clock.pending(), 0, 'leaving the page stops the timer');
	assert.is(doc.listeners.size, 0);
});

Refresh('a race that is no longer open is not polled', () => {
	const clock = fakeClock();
	let asked = 0;
	act(() => render(<Probe open={false} refresh={() => asked++} page={page()} clock={clock} />, mount()));
	clock.tick(5 * PRICE_REFRESH_MS);
	assert.is(asked, 0);
	assert.is(clock.pending(), 0);
});

Refresh.run();

// ---
const Zone = suite("times in the player's zone, the venue's noted where it differs");

const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
const away = here === 'Asia/Hong_Kong' ? 'America/New_York' : 'Asia/Hong_Kong';
const meeting = (zone: string) => ({
	event_id: 1,
	code: 'STN',
	meetings: 'Sha Tin',
	venue: 'Sha Tin',
	event_type: 'Races',
	day: '2025-09-13',
	time_zone: zone,
	races: [{ race_id: 5, raceNo: 1, start_time: '2025-09-13T04:45:00Z', status: 'open' as const }],
});

Zone("a venue on another clock names its zone; one on the player's says nothing more", () => {
	const el = mount();
	render(<MeetingList meetings={[meeting(away)]} />, el);
	const note = el.querySelector('.meeting-zone')?.textContent ?? '';
	assert.match(note, /^Venue time (GMT[+-]\d+|[A-Z]{3,4})$/);
	render(<MeetingList meetings={[meeting(here)]} />, el);
	assert.is(el.querySelector('.meeting-zone'), null);
});

Zone.run();
