// The Order page's Pending / Won / Lost / All filter: what each asks the server for, the query it reads, and the
// list starting again from page 1 when the filter changes.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { filterStatus, ORDER_FILTERS, orderFilter } from '../../../src/state/bets/order-filter.ts';
import { createOrders } from '../../../src/state/bets/orders-model.ts';
import { PAGE_SIZE } from '../../../src/state/common/pager-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { fakeHttp } from '../live/fakes.ts';
import '../live/no-css.ts';

const { OrderList } = await import('../../../src/pages/order/list.tsx');

const order = (id: number, status: OrderView['status']): OrderView => ({
	id,
	created_at: '2025-09-13T08:00:00.000Z',
	bet_type: 1,
	bet_type_name: 'Single Win',
	race_id: 9,
	meetings: 'Happy Valley',
	raceNo: 3,
	date: '2025-09-13',
	legs: [],
	selections: { horse: [4] },
	combinations: 1,
	unit_stake: 10,
	total_stake: 10,
	status,
	return: status === 'won' ? 42 : 0,
	settled_at: null,
});

// ---
const pure = suite('order filter rules');

pure('each filter asks for the states a player counts under it; All asks for no state', () => {
	assert.equal(ORDER_FILTERS, ['pending', 'won', 'lost', 'all'], 'the four choices, in the order shown');
	assert.is(filterStatus('pending'), 'pending');
	assert.is(filterStatus('won'), 'won');
	assert.is(filterStatus('lost'), 'lost,partiallyRefunded', 'a partly refunded bet won nothing: a loss');
	assert.is(filterStatus('all'), undefined);
});

pure('the query names a filter; none, a typo or another word is All', () => {
	assert.is(orderFilter('won'), 'won');
	assert.is(orderFilter('lost'), 'lost');
	assert.is(orderFilter('pending'), 'pending');
	for (const q of [undefined, '', 'Won', 'refunded', 'all ', '<script>']) assert.is(orderFilter(q), 'all', String(q));
});

pure.run();

// ---
const view = suite('order list under a filter');

view('a filter asks the server for its states and shows what comes back; another filter starts at page 1', async () => {
	const net = fakeHttp({
		'GET /order/list': (p: { page: number; size: number; status?: string }) => {
			const all = [order(3, 'pending'), order(2, 'won'), order(1, 'lost')];
			const list = p.status ? all.filter((o) => p.status!.split(',').includes(o.status)) : all;
			return { list, page: p.page, size: p.size, total: list.length };
		},
	});
	const orders = createOrders({ http: net.http, owner: () => 'demo', logger: { error() {}, warn() {} } });
	const root = mount();
	act(() => render(<OrderList orders={orders} filter="won" />, root));
	await act(flushPromises);
	assert.equal(net.calls[0]?.params, { page: 1, size: PAGE_SIZE, status: 'won' });
	assert.is(root.querySelectorAll('.order-card').length, 1);
	assert.match(root.textContent ?? '', 'Won');
	act(() => render(<OrderList orders={orders} filter="pending" />, root));
	await act(flushPromises);
	assert.equal(net.calls[1]?.params, { page: 1, size: PAGE_SIZE, status: 'pending' });
	assert.is(root.querySelectorAll('.order-card').length, 1);
	assert.match(root.querySelector('.order-card')?.textContent ?? '', 'Pending');
	act(() => render(<OrderList orders={orders} filter="all" />, root));
	await act(flushPromises);
	assert.equal(net.calls[2]?.params, { page: 1, size: PAGE_SIZE }, 'All sends no status');
	assert.is(root.querySelectorAll('.order-card').length, 3);
	render(null, root);
});

view('a filter with no orders says so in its own words', async () => {
	const net = fakeHttp({ 'GET /order/list': (p: { page: number; size: number }) => ({ ...p, list: [], total: 0 }) });
	const orders = createOrders({ http: net.http, owner: () => 'demo', logger: { error() {}, warn() {} } });
	const root = mount();
	act(() => render(<OrderList orders={orders} filter="lost" />, root));
	await act(flushPromises);
	assert.match(root.textContent ?? '', 'No lost orders.');
	render(null, root);
});

view.run();
