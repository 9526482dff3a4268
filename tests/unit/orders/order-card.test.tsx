import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount } from '../../setup/dom.ts';
import '../live/no-css.ts';

// imported after the .css hook is in place:
const { OrderCard } = await import('../../../src/components/order-card.tsx');

const card = (status: 'pending' | 'won' | 'lost' | 'refunded', payout: number | null) => {
	const root = mount();
	act(() =>
		render(
			<OrderCard
				title="Quinella"
				subtitle="Happy Valley R3 · 2025-09-13"
				lines={[
					{ label: 'Runners', value: '4, 1, 5' },
					{ label: 'Combinations', value: '3' },
				]}
				status={status}
				stake={3000}
				payout={payout}
			/>,
			root,
		),
	);
	return root;
};

// ---
const test = suite('order card');

test('shows title, race, every line, stake and a pending return as a dash', () => {
	const root = card('pending', null);
	assert.is(root.querySelector('h2')?.textContent, 'Quinella');
	assert.match(root.textContent ?? '', 'Happy Valley R3');
	const lines = [...root.querySelectorAll('.order-card-lines div')].map((d) => d.textContent);
	assert.equal(lines, ['Runners4, 1, 5', 'Combinations3']);
	assert.match(root.querySelector('.order-card-foot')?.textContent ?? '', '$30.00');
	assert.match(root.querySelector('.order-card-foot')?.textContent ?? '', '—');
	assert.is(root.querySelector('.order-badge')?.textContent, 'Pending');
	render(null, root);
});

for (const [status, label, payout, shown] of [
	['won', 'Won', 12345, '$123.45'],
	['lost', 'Lost', 0, '$0.00'],
	['refunded', 'Refunded', 3000, '$30.00'],
] as const) {
	test(`a ${status} order carries the ${label} badge and its return`, () => {
		const root = card(status, payout);
		const badge = root.querySelector('.order-badge');
		assert.is(badge?.textContent, label);
		assert.ok(badge?.classList.contains(`order-badge-${status}`), 'badge has no status class to colour it');
		assert.match(root.querySelector('.order-card-foot')?.textContent ?? '', shown);
		render(null, root);
	});
}

test.run();
