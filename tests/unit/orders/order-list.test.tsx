import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { PullRefreshContext, type RefreshHandler } from '../../../src/components/use-pull-refresh.ts';
import { formatTime } from '../../../src/lib/format.ts';
import { createOrders } from '../../../src/state/bets/orders-model.ts';
import { PAGE_SIZE as ORDER_PAGE_SIZE } from '../../../src/state/common/pager-model.ts';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { fakeHttp } from '../live/fakes.ts';
import '../live/no-css.ts';

// imported after the .css hook is in place:
const { OrderList } = await import('../../../src/pages/order/list.tsx');

const order = (id: number, over: Partial<OrderView> = {}): OrderView => ({
	id,
	created_at: '2025-09-13T08:00:00.000Z',
	bet_type: 3,
	bet_type_name: 'Quinella',
	race_id: 9,
	meetings: 'Happy Valley',
	raceNo: 3,
	date: '2025-09-13',
	legs: [
		{
			race_id: 9,
			event_id: 1,
			meetings: 'Happy Valley',
			code: 'HV',
			raceNo: 3,
			date: '2025-09-13',
			start_time: '',
			status: 'open',
		},
	],
	selections: { horse: [4, 1, 5] },
	combinations: 3,
	unit_stake: 10,
	total_stake: 30,
	status: 'pending',
	return: 0,
	settled_at: null,
	...over,
});

/** A server with `total` orders, newest (highest id) first. */
function server(total: number, fail = { value: false }) {
	return fakeHttp({
		'GET /order/list': (p: { page: number; size: number }) => {
			if (fail.value) return new Error('Network connection error');
			const ids = Array.from({ length: total }, (_, i) => total - i);
			return {
				list: ids.slice((p.page - 1) * p.size, p.page * p.size).map((id) => order(id)),
				page: p.page,
				size: p.size,
				total,
			};
		},
	});
}

const quiet = { error() {}, warn() {} };

async function show(net: ReturnType<typeof server>, owner = 'demo') {
	const orders = createOrders({ http: net.http, owner: () => owner, logger: quiet });
	const slot: { current: RefreshHandler } = { current: () => Promise.resolve() };
	const root = mount();
	act(() =>
		render(
			<PullRefreshContext.Provider value={slot}>
				<OrderList orders={orders} />
			</PullRefreshContext.Provider>,
			root,
		),
	);
	await act(flushPromises);
	return { root, orders, slot };
}

const scrollToBottom = async (height: number, gap = 40) => {
	Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
	// the viewport's bottom edge `gap` px above the page's end:
	(globalThis as { scrollY: number }).scrollY = height - innerHeight - gap;
	await act(async () => {
		window.dispatchEvent(new window.Event('scroll'));
		await flushPromises();
	});
};
const cards = (root: HTMLElement) => root.querySelectorAll('.order-card').length;

// ---
const list = suite('order list');

list('shows page 1 as cards, newest first, with the bet type, race, runners and status', async () => {
	const net = server(3);
	const { root } = await show(net);
	assert.is(cards(root), 3);
	const first = root.querySelector('.order-card')!;
	assert.is(first.querySelector('h2')?.textContent, 'Quinella');
	assert.match(first.textContent ?? '', 'Happy Valley R3');
	assert.match(first.textContent ?? '', '4, 1, 5');
	assert.match(first.textContent ?? '', 'Pending');
	assert.match(first.textContent ?? '', '3'.padStart(1));
	assert.equal(net.calls[0]?.params, { page: 1, size: ORDER_PAGE_SIZE });
	assert.is(root.querySelector('.load-more')?.textContent, 'No more');
	render(null, root);
});

list('nearing the bottom loads the next page once, until there is no more', async () => {
	const net = server(45);
	const { root } = await show(net);
	assert.is(cards(root), 20);
	await scrollToBottom(1900, 60);
	assert.is(net.calls.length, 1, 'loaded more while 60 px from the bottom');
	await scrollToBottom(2000);
	assert.is(cards(root), 40);
	assert.equal(net.calls[1]?.params, { page: 2, size: ORDER_PAGE_SIZE });
	await scrollToBottom(2000);
	assert.is(net.calls.length, 2, 'the same height loaded twice');
	await scrollToBottom(4000);
	assert.is(cards(root), 45);
	assert.is(root.querySelector('.load-more')?.textContent, 'No more');
	await scrollToBottom(5000);
	assert.is(net.calls.length, 3, 'asked for more after the last page');
	render(null, root);
});

list('a failed next page offers a retry and keeps the cards', async () => {
	const fail = { value: false };
	const net = server(30, fail);
	const { root } = await show(net);
	fail.value = true;
	await scrollToBottom(7000);
	assert.is(cards(root), 20);
	const retry = root.querySelector<HTMLButtonElement>('button.load-more')!;
	assert.is(retry.textContent, 'Failed to load. Tap to retry.');
	fail.value = false;
	await act(async () => {
		retry.click();
		await flushPromises();
	});
	assert.is(cards(root), 30);
	render(null, root);
});

list('pull-to-refresh reloads page 1 and shows new orders on top', async () => {
	let total = 25;
	const net = fakeHttp({
		'GET /order/list': (p: { page: number; size: number }) => ({
			list: Array.from({ length: total }, (_, i) => order(total - i)).slice((p.page - 1) * p.size, p.page * p.size),
			page: p.page,
			size: p.size,
			total,
		}),
	});
	const { root, slot } = await show(net);
	await scrollToBottom(9000);
	assert.is(cards(root), 25);
	total = 26;
	await act(async () => {
		await slot.current();
	});
	assert.is(cards(root), 20, 'refresh should start again from page 1');
	assert.match(root.querySelector('.order-card')?.textContent ?? '', '26');
	assert.equal(net.calls.at(-1)?.params, { page: 1, size: ORDER_PAGE_SIZE });
	render(null, root);
});

list('no orders shows the empty state; a failed first load shows an error with retry', async () => {
	const empty = await show(server(0));
	assert.match(empty.root.textContent ?? '', 'No orders yet');
	render(null, empty.root);
	const fail = { value: true };
	const { root } = await show(server(5, fail));
	assert.match(root.querySelector('[role=alert]')?.textContent ?? '', 'Network connection error');
	fail.value = false;
	await act(async () => {
		root.querySelector<HTMLButtonElement>('[role=alert] button')!.click();
		await flushPromises();
	});
	assert.is(cards(root), 5);
	render(null, root);
});

list('coming back to the list keeps its pages without asking again', async () => {
	const net = server(45);
	const { root, orders } = await show(net);
	await scrollToBottom(11000);
	render(null, root);
	const again = mount();
	act(() => render(<OrderList orders={orders} />, again));
	await act(flushPromises);
	assert.is(cards(again), 40);
	assert.is(net.calls.length, 2, 'coming back fetched again');
	render(null, again);
});

list('a Win bet reads back its price and possible return, marked approximate at bet time', async () => {
	const net = fakeHttp({
		'GET /order/list': () => ({
			list: [
				order(2, { bet_type: 1, selections: { horse: [4] }, approx_price: 4.2, approx_return: 42 }),
				order(1, { approx_price: null, approx_return: null }),
			],
			page: 1,
			size: 20,
			total: 2,
		}),
	});
	const { root } = await show(net);
	const [win, quinella] = [...root.querySelectorAll('.order-card')].map((c) => c.textContent ?? '');
	assert.match(win!, /Price \(approximate at bet time\)4\.20/);
	assert.match(win!, /Possible return \(approximate at bet time\)\$42\.00/);
	assert.not.match(quinella!, /approximate/, 'an exotic bet has no price to show');
});

list('a void, a refund and a corrected result each say so on the card, in words', async () => {
	const net = fakeHttp({
		'GET /order/list': () => ({
			list: [
				order(4, { status: 'refunded', return: 30, correction: 'voided' }),
				order(3, { status: 'refunded', return: 30, correction: 'refunded' }),
				order(2, { status: 'lost', return: 0, correction: 'resettled' }),
				order(1, { status: 'won', return: 52.5, correction: null }),
			],
			page: 1,
			size: 20,
			total: 4,
		}),
	});
	const { root } = await show(net);
	const notes = [...root.querySelectorAll('.order-card')].map((c) => c.querySelector('.order-card-note')?.textContent);
	assert.equal(notes, ['Race abandoned, refunded', 'Refunded', 'Result corrected', undefined]);
});

list('every leg and position reads back its runners by name, with the race and its time', async () => {
	const start = '2025-09-13T11:15:00.000Z';
	const leg = (race_id: number, meetings: string, raceNo: number, runners: [number, string, boolean?][]) => ({
		race_id,
		event_id: 1,
		meetings,
		code: 'HV',
		raceNo,
		date: '2025-09-13',
		start_time: start,
		status: 'open',
		runners: runners.map(([horse_id, name, scratched = false]) => ({ horse_id, name, scratched })),
	});
	const trifecta = order(3, {
		bet_type: 6,
		bet_type_name: 'Trifecta',
		selections: { horse1st: [4], horse2nd: [1], horse3rd: [2, 7] },
		legs: [
			leg(9, 'Happy Valley', 3, [
				[1, 'Bold Comet'],
				[2, 'Silver Arrow'],
				[4, 'Lucky Star'],
				[7, 'Night Owl', true],
			]),
		],
	});
	const double = order(2, {
		bet_type: 10,
		bet_type_name: 'Double WIN',
		selections: { horse: [3], horse2: [5, 6] },
		legs: [
			leg(9, 'Happy Valley', 3, [[3, 'Red Rum']]),
			leg(10, 'Sha Tin', 4, [
				[5, 'Blue Moon'],
				[6, 'Sea Bird'],
			]),
		],
	});
	const standout = order(1, {
		bet_type: 13,
		bet_type_name: 'Exacta Stand Out',
		selections: { horse1st: [8], horse2nd: [2] },
		legs: [
			leg(9, 'Happy Valley', 3, [
				[2, 'Silver Arrow'],
				[8, 'Top Gun'],
			]),
		],
	});
	const net = fakeHttp({
		'GET /order/list': () => ({ list: [trifecta, double, standout], page: 1, size: 20, total: 3 }),
	});
	const { root } = await show(net);
	const lines = (card: Element) =>
		[...card.querySelectorAll('.order-card-lines div')].slice(0, 2).map((d) => d.textContent);
	const [one, two, three] = [...root.querySelectorAll('.order-card')];
	const at = formatTime(new Date(start));
	assert.is(one!.querySelector('.order-card-sub')?.textContent, `Happy Valley R3 ${at} · 2025-09-13`);
	assert.equal(lines(one!), ['1st4 Lucky Star', '2nd1 Bold Comet']);
	assert.match(one!.textContent ?? '', '3rd2 Silver Arrow, 7 Night Owl (scratched)');
	assert.is(
		two!.querySelector('.order-card-sub')?.textContent,
		`Happy Valley R3 ${at} / Sha Tin R4 ${at} · 2025-09-13`,
	);
	assert.equal(lines(two!), ['Runners3 Red Rum', 'Leg 2 runners5 Blue Moon, 6 Sea Bird']);
	assert.equal(lines(three!), ['Stand outs8 Top Gun', 'Others2 Silver Arrow']);
	render(null, root);
});

list('runners an older server does not name show by number', async () => {
	const { root } = await show(server(1));
	assert.match(root.querySelector('.order-card-lines')?.textContent ?? '', 'Runners4, 1, 5');
	render(null, root);
});

list('the order a receipt links to is marked, and the next visit after a bet reads page 1 again', async () => {
	const net = server(3);
	const orders = createOrders({ http: net.http, owner: () => 'demo', logger: quiet });
	const root = mount();
	act(() => render(<OrderList orders={orders} placed={2} />, root));
	await act(flushPromises);
	const marked = [...root.querySelectorAll('li[aria-current=true]')].map((li) => li.id);
	assert.equal(marked, ['order-2']);
	render(null, root);
	orders.outdated();
	act(() => render(<OrderList orders={orders} />, root));
	await act(flushPromises);
	assert.is(net.calls.length, 2, 'a bet since the last visit: page 1 is read again');
	render(null, root);
});

list.run();
