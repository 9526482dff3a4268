import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderStatus } from '../../../shared/bets/order-view.ts';
import type { SportOrder } from '../../../shared/sports/sport-types.ts';
import { PullRefreshContext, type RefreshHandler } from '../../../src/components/use-pull-refresh.ts';
import { createSports } from '../../../src/state/sports/sports-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import '../live/no-css.ts';
import { fakeDeps, fakeServer, ok, type Route, refusal } from './setup.ts';

// imported after the .css hook is in place:
const { SportOrderList } = await import('../../../src/pages/order/sport-list.tsx');

const order = (id: number, status: OrderStatus = 'pending'): SportOrder => ({
	id,
	event: {
		id: 1,
		sport: 'football',
		league: 'Premier Cup',
		home: 'Red Lions',
		away: 'Blue Harbour',
		starts_at: '2030-01-01T12:00:00Z',
	},
	market: { id: 2, kind: 'match_result', name: 'Match result', line: null },
	selection: { id: 3, code: 'home', name: 'Red Lions' },
	odds: 2.1,
	stake: 10,
	status,
	return: status === 'won' ? 21 : 0,
	potential_return: 21,
	created_at: '2029-12-31T10:00:00Z',
});

/** `total` orders, newest first, served a page at a time. */
const pages =
	(total: number): Route =>
	(call) => {
		const q = new URLSearchParams(call.url.split('?')[1]);
		const page = Number(q.get('page'));
		const size = Number(q.get('size'));
		const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
		return ok({ list: ids.map((id) => order(id, id === total ? 'won' : 'pending')), page, size, total });
	};

const settle = async () => {
	for (let i = 0; i < 6; i++) await flushPromises();
};

async function show(route: Route) {
	const server = fakeServer({ 'GET /sports/orders': route });
	const model = createSports({ ...fakeDeps().deps, http: server.http });
	const slot = { current: (() => Promise.resolve()) as RefreshHandler };
	const root = mount();
	act(() =>
		render(
			<PullRefreshContext.Provider value={slot}>
				<SportOrderList model={model} />
			</PullRefreshContext.Provider>,
			root,
		),
	);
	await act(settle);
	return { root, server, slot };
}

const test = suite('SportOrder list');

test('shows the first page as order cards, then the next page on load more, then no more', async () => {
	const { root, server } = await show(pages(25));
	assert.is(root.querySelectorAll('.order-card').length, 20);
	assert.match(root.querySelector('.order-card')?.textContent ?? '', 'Red Lions vs Blue Harbour');
	assert.match(root.querySelector('.order-card')?.textContent ?? '', '$21.00', 'a won order shows its return');
	await act(async () => {
		root.querySelector<HTMLButtonElement>('button.load-more')?.click();
		await settle();
	});
	assert.is(root.querySelectorAll('.order-card').length, 25);
	assert.match(root.querySelector('.load-more')?.textContent ?? '', 'No more');
	assert.equal(
		server.calls('GET', '/sports/orders').map((c) => new URLSearchParams(c.url.split('?')[1]).get('page')),
		['1', '2'],
	);
	render(null, root);
});

test('with no orders shows the empty state', async () => {
	const { root } = await show(pages(0));
	assert.ok(root.querySelector('.empty'), 'no empty state');
	assert.is(root.querySelectorAll('.order-card').length, 0);
	render(null, root);
});

test('a failed first load shows a retry that loads again', async () => {
	let fail = true;
	const { root } = await show((call, n) => (fail && n === 0 ? refusal(503, 'down') : pages(3)(call, n)));
	const retry = root.querySelector<HTMLButtonElement>('button.load-error');
	assert.ok(retry, 'no error view');
	fail = false;
	await act(async () => {
		retry?.click();
		await settle();
	});
	assert.is(root.querySelectorAll('.order-card').length, 3);
	render(null, root);
});

test('pull-to-refresh reloads the first page', async () => {
	const { root, server, slot } = await show(pages(3));
	await act(async () => {
		await slot.current();
		await settle();
	});
	assert.is(server.calls('GET', '/sports/orders').length, 2);
	render(null, root);
});

test.run();
