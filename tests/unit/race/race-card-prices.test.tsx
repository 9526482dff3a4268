import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PriceNote } from '../../../src/pages/detail/price-note.tsx';
import { RaceResult } from '../../../src/pages/detail/race-result.tsx';
import { RunnerList } from '../../../src/pages/detail/runner-list.tsx';
import { PRICE_REFRESH_MS, useLivePrices } from '../../../src/pages/detail/use-live-prices.ts';
import { MeetingList } from '../../../src/pages/index/meeting-list.tsx';
import type { RaceCard } from '../../../src/state/races/race-card-model.ts';
import { mount } from '../../setup/dom.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const RUNNERS = [
	{
		horse_id: 1,
		name: 'Silver Arrow',
		barrier: 3,
		jockey: 'J. Bowman',
		win_price: 4.2,
		place_price: 1.65,
		silks: { body: '#c62828', sleeves: '#ffffff', cap: '#1a237e', pattern: 'hoops' },
	},
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
	event_id: 3,
	code: 'STN',
	day: '2025-09-13',
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

// each runner row's number, name and what its price cells say (the button's own name where it is one):
const rows = (el: Element) =>
	[...el.querySelectorAll('.runner')].map((r) => ({
		no: r.querySelector('.runner-no')?.textContent,
		name: r.querySelector('.runner-name')?.textContent,
		prices: [...r.querySelectorAll('.runner-price')].map((c) => c.getAttribute('aria-label') ?? c.textContent),
		buttons: r.querySelectorAll('button').length,
	}));

// ---
const Card = suite('the race card shows what the tote would pay now');

Card('each runner has its Win and Place price as buttons named for the bet; a scratched runner has none', () => {
	const el = mount();
	render(<RunnerList card={CARD} priced />, el);
	const [first, second] = rows(el);
	assert.is(first?.no, '1');
	assert.is(first?.name, 'Silver ArrowBarrier 3 · J. Bowman');
	assert.equal(first?.prices, ['Win on 1 Silver Arrow, 4.20', 'Place on 1 Silver Arrow, 1.65']);
	assert.is(first?.buttons, 2);
	assert.equal(second?.prices, ['', ''], 'no price on a scratched runner');
	assert.is(second?.buttons, 0, 'a scratched runner cannot be tapped');
	assert.ok(el.querySelector('.scratched s'), 'its name is struck through');
	assert.match(second?.name ?? '', /Scratched/);
	assert.ok(el.querySelector('.runner svg.silks'), 'silks drawn inline');
	assert.is(el.querySelector('img'), null, 'no image is fetched');
});

Card('a Place price the tote does not offer has no button', () => {
	const el = mount();
	const card = { ...CARD, runners: [{ ...RUNNERS[0]!, place_price: null }] };
	render(<RunnerList card={card} priced />, el);
	assert.equal(rows(el)[0]?.prices, ['Win on 1 Silver Arrow, 4.20', '']);
	assert.is(rows(el)[0]?.buttons, 1);
});

Card('a closed race shows its prices as text: betting is over', () => {
	const el = mount();
	render(<RunnerList card={{ ...CARD, status: 'closed' }} priced />, el);
	assert.equal(rows(el)[0]?.prices, ['4.20', '1.65']);
	assert.is(el.querySelectorAll('button').length, 0);
});

Card('once the race is resulted, the prices give way to the final dividends', () => {
	const el = mount();
	render(<RunnerList card={{ ...CARD, status: 'resulted' }} priced={false} />, el);
	assert.is(el.querySelectorAll('.runner-price').length, 0);
	assert.not.match(el.querySelector('.runner-head')!.textContent!, /Win/);
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
