import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatTime } from '../../../src/lib/format.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import '../live/no-css.ts';
import { makeSlip, orderOf, PICK, PLACE_PICK } from './slip-setup.ts';

// imported after the .css hook is in place:
const { SlipSheet } = await import('../../../src/components/bet-slip/slip-panel.tsx');

function show(d = makeSlip()) {
	const root = mount();
	act(() => render(<SlipSheet slip={d.slip} />, root));
	const $ = <E extends Element = HTMLElement>(s: string) => root.querySelector<E & HTMLElement>(s);
	const text = () => root.textContent ?? '';
	const click = async (el: HTMLElement | null) => {
		await act(async () => {
			el!.click();
			await flushPromises();
		});
	};
	const type = (value: string) =>
		act(() => {
			const input = $<HTMLInputElement>('#slip-stake')!;
			input.value = value;
			input.dispatchEvent(new window.Event('input', { bubbles: true }));
		});
	const submit = () =>
		act(async () => {
			$('form')!.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
			await flushPromises();
		});
	const button = (name: string) =>
		[...root.querySelectorAll<HTMLButtonElement>('button')].find(
			(b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
		) ?? null;
	return { ...d, root, $, text, click, type, submit, button };
}

const time = formatTime(new Date(PICK.start_time));

// ---
const View = suite('the bet slip sheet');

View('nothing shows while the slip is empty', () => {
	const v = show();
	assert.is(v.root.innerHTML, '');
});

View('each pick reads back the bet, runner, race, price and possible return; the cost is for all', async () => {
	const v = show();
	act(() => {
		v.slip.toggle(PICK);
		v.slip.toggle(PLACE_PICK);
	});
	await v.click(v.button('10'));
	const picks = [...v.root.querySelectorAll('.slip-pick')].map((li) => li.textContent);
	assert.is(
		picks[0],
		`WinSilver Arrow4.20Flemington R7 · ${time} · possible return $42.00`.replace('Silver', '3 Silver'),
	);
	assert.is(picks[1], `Place5 Bold Comet1.65Flemington R7 · ${time} · possible return $16.50`);
	assert.is(v.$('[data-testid=slip-cost]')?.textContent, '$20.00');
	assert.is(v.button('10')?.getAttribute('aria-pressed'), 'true');
	assert.match(v.text(), 'Bets:\u00a02');
	assert.match(v.text(), 'approximate');
	assert.ok(v.button('Remove Win on 3 Silver Arrow'), 'the remove button names its pick');
	v.type('2.5');
	assert.is(v.$('[data-testid=slip-cost]')?.textContent, '$5.00');
	assert.is(v.button('10')?.getAttribute('aria-pressed'), 'false');
});

View('a bad stake is told on submit, tied to its field; not while typing', async () => {
	const v = show();
	act(() => v.slip.toggle(PICK));
	v.type('0.2');
	assert.is(v.$('[role=alert]'), null, 'nothing announced while typing');
	assert.is(v.$('#slip-stake')?.getAttribute('aria-invalid'), null);
	await v.submit();
	const alert = v.$('[role=alert]');
	assert.is(alert?.textContent, 'The stake must be between $0.50 and $10000.00.');
	assert.is(v.$('#slip-stake')?.getAttribute('aria-invalid'), 'true');
	assert.is(v.$('#slip-stake')?.getAttribute('aria-describedby'), alert?.id);
	assert.is(v.net.calls.length, 0);
	v.type('0.3');
	assert.is(v.$('[role=alert]'), null, 'typing again ends the announcement until the next try');
	v.type('5');
	await v.submit();
	assert.is(v.$('[role=alert]'), null, 'the error region goes with the error');
});

View('while placing, the button says so, stays focusable, and a second tap sends nothing more', async () => {
	let release: () => void = () => {};
	const d = makeSlip({
		reply: (call) =>
			new Promise((ok) => {
				release = () =>
					ok({ status: 200, body: { status: 200, message: 'ok', data: orderOf(call.body as never, 42) } });
			}),
	});
	const v = show(d);
	act(() => v.slip.toggle(PICK));
	v.type('10');
	await v.submit();
	const place = v.$<HTMLButtonElement>('.slip-place')!;
	assert.is(place.getAttribute('aria-busy'), 'true');
	assert.not.ok(place.disabled, 'not disabled: focus stays on it');
	assert.match(place.textContent ?? '', 'Placing…');
	await v.submit();
	assert.is(d.net.calls.length, 1);
	await act(async () => {
		release();
		await flushPromises();
	});
	assert.ok(v.$('.slip-receipt'));
});

View(
	'the receipt takes the slip’s place and focus: bet number, race, runner, stake, return, a link to it',
	async () => {
		const v = show();
		act(() => v.slip.toggle(PICK));
		v.type('10');
		await v.submit();
		const receipt = v.$('.slip-receipt')!;
		assert.is(v.$('.slip-form'), null, 'the slip gave way');
		assert.is(document.activeElement, receipt, 'focus moved to the receipt');
		assert.is(receipt.getAttribute('tabindex'), '-1');
		assert.is(v.$('#receipt-title')?.textContent, 'Bet placed');
		assert.is(v.$('section')?.getAttribute('aria-labelledby'), 'receipt-title');
		const bet = v.$('.receipt-bet')?.textContent ?? '';
		assert.match(bet, 'Bet no. 500');
		assert.match(bet, '3 Silver Arrow');
		assert.match(bet, `Flemington R7 · ${time}`);
		assert.match(bet, 'Stake $10.00');
		assert.match(bet, 'possible return $42.00 (approximate at bet time)');
		assert.is(v.$('.slip-receipt a')?.getAttribute('href'), '#/pages/order/list?order=500');
		await v.click(v.button('Done'));
		assert.is(v.root.innerHTML, '', 'done: the sheet goes, nothing is left in it');
	},
);

View(
	'folded by default to one line: the count, the total and a button to open it; a new pick keeps it folded',
	async () => {
		const v = show();
		act(() => v.slip.toggle(PICK));
		const toggle = v.$('.slip-toggle')!;
		assert.is(toggle.getAttribute('aria-expanded'), 'false');
		assert.ok(v.$<HTMLDivElement>('#slip-body')?.hidden);
		act(() => v.slip.setStake('10'));
		assert.is(v.$('.slip-head')?.textContent, 'Bet slipBets:\u00a01 ·\u00a0$10.00Open');
		act(() => v.slip.toggle(PLACE_PICK));
		assert.is(toggle.getAttribute('aria-expanded'), 'false', 'a second pick does not open it');
		await v.click(toggle);
		assert.is(toggle.getAttribute('aria-expanded'), 'true');
		assert.not.ok(v.$<HTMLDivElement>('#slip-body')?.hidden);
		await v.click(toggle);
		assert.is(toggle.getAttribute('aria-expanded'), 'false');
		assert.match(v.text(), 'Bets:\u00a02');
	},
);

View('the open slip closes by Escape, a tap outside it or the back gesture, not by a tap inside it', async () => {
	const v = show();
	act(() => v.slip.toggle(PICK));
	const toggle = v.$('.slip-toggle')!;
	const open = async () => {
		await v.click(toggle);
		assert.is(toggle.getAttribute('aria-expanded'), 'true');
	};
	const fire = (target: EventTarget, event: Event) =>
		act(async () => {
			target.dispatchEvent(event);
			await flushPromises();
		});
	await open();
	await fire(v.$('.slip-stakes button')!, new window.Event('pointerdown', { bubbles: true }) as unknown as Event);
	assert.is(toggle.getAttribute('aria-expanded'), 'true', 'a tap inside keeps it open');
	await fire(document, new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }) as unknown as Event);
	assert.is(toggle.getAttribute('aria-expanded'), 'false', 'Escape');
	assert.is(document.activeElement, toggle, "focus on the slip's button");
	await open();
	await fire(document.body, new window.Event('pointerdown', { bubbles: true }) as unknown as Event);
	assert.is(toggle.getAttribute('aria-expanded'), 'false', 'a tap outside');
	await open();
	assert.is((history.state as { slip?: number } | null)?.slip, 1, 'the open slip has its own history entry');
	await fire(window as unknown as EventTarget, new window.Event('popstate') as unknown as Event);
	assert.is(toggle.getAttribute('aria-expanded'), 'false', 'back');
});

View('the next page shows the slip folded, however the last one left it', async () => {
	const v = show();
	act(() => v.slip.toggle(PICK));
	await v.click(v.$('.slip-toggle'));
	assert.is(v.$('.slip-toggle')?.getAttribute('aria-expanded'), 'true');
	act(() => render(null, v.root));
	const next = show(v);
	assert.is(next.$('.slip-toggle')?.getAttribute('aria-expanded'), 'false');
});

View.run();
