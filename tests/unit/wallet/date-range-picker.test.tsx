import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DateRangePicker } from '../../../src/components/date-range-picker/date-range-picker.tsx';
import type { DateRange } from '../../../src/components/date-range-picker/range.ts';
import { applyRange, clampDay, orderRange } from '../../../src/components/date-range-picker/range.ts';
import { mount } from '../../setup/dom.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

// ---
const Range = suite('date range rules');

Range('a start later than the end is swapped', () => {
	assert.equal(orderRange('2025-03-10', '2025-03-01'), { start: '2025-03-01', end: '2025-03-10' });
	assert.equal(orderRange('2025-03-01', '2025-03-10'), { start: '2025-03-01', end: '2025-03-10' });
});

Range('years stay within 1920-2120 by default', () => {
	assert.is(clampDay('1919-12-31'), '1920-01-01');
	assert.is(clampDay('1920-01-01'), '1920-01-01');
	assert.is(clampDay('2120-12-31'), '2120-12-31');
	assert.is(clampDay('2121-01-01'), '2120-12-31');
	assert.is(clampDay('2025-02-30'), null, 'not a calendar day');
	assert.is(clampDay(''), null);
});

Range('a missing side takes the other one', () => {
	assert.equal(applyRange({ start: '2025-01-05', end: '' }), { start: '2025-01-05', end: '2025-01-05' });
	assert.is(applyRange({ start: '', end: '' }), null);
});

Range.run();

// ---
const Picker = suite('date-range picker');

function setup(value: DateRange = { start: '2025-01-01', end: '2025-01-31' }) {
	const root = mount();
	const clock = fakeClock();
	const changes: DateRange[] = [];
	act(() =>
		render(
			<DateRangePicker id="r" value={value} onChange={(r) => changes.push(r)} now={() => '2025-06-15'} clock={clock} />,
			root,
		),
	);
	const open = () => {
		act(() => root.querySelector<HTMLButtonElement>('.range-trigger')!.click());
		// the sheet slides in one frame after it mounts:
		act(() => clock.tick(16));
	};
	const type = (side: 'start' | 'end', text: string) =>
		act(() => {
			const input = root.querySelector<HTMLInputElement>(`#r-${side}`)!;
			input.value = text;
			input.dispatchEvent(new Event('input', { bubbles: true }));
		});
	const press = (cls: string) => act(() => root.querySelector<HTMLButtonElement>(cls)!.click());
	return { root, clock, changes, open, type, press };
}

Picker('opens a sheet with labelled start and end inputs bounded to 1920-2120', () => {
	const { root, open } = setup();
	assert.not.ok(root.querySelector('[role=dialog]'), 'closed at first');
	open();
	assert.ok(root.querySelector('.popup-open [role=dialog]'), 'sheet not shown');
	for (const side of ['start', 'end']) {
		const input = root.querySelector<HTMLInputElement>(`#r-${side}`)!;
		assert.ok(root.querySelector(`label[for="r-${side}"]`), `${side} has no label`);
		assert.is(input.getAttribute('min'), '1920-01-01');
		assert.is(input.getAttribute('max'), '2120-12-31');
	}
	assert.is(root.querySelector('.range-ok')?.textContent, 'OK');
	assert.is(root.querySelector('.range-cancel')?.textContent, 'Cancel');
});

Picker('OK applies the chosen dates, swapped when the start is later', () => {
	const { changes, open, type, press } = setup();
	open();
	type('start', '2025-05-20');
	type('end', '2025-05-02');
	press('.range-ok');
	assert.equal(changes, [{ start: '2025-05-02', end: '2025-05-20' }]);
});

Picker('OK keeps typed years inside the range bounds', () => {
	const { changes, open, type, press } = setup();
	open();
	type('start', '1850-01-01');
	type('end', '2200-01-01');
	press('.range-ok');
	assert.equal(changes, [{ start: '1920-01-01', end: '2120-12-31' }]);
});

Picker('Cancel leaves the value unchanged, and the next opening starts from it again', () => {
	const { root, changes, open, type, press, clock } = setup();
	open();
	type('start', '2024-02-02');
	press('.range-cancel');
	act(() => clock.tick(300));
	assert.equal(changes, [], 'cancel must not apply');
	assert.not.ok(root.querySelector('[role=dialog]'), 'sheet unmounted after its 300 ms exit');
	open();
	assert.is(root.querySelector<HTMLInputElement>('#r-start')!.value, '2025-01-01');
});

Picker('the sheet stays mounted through its 300 ms exit', () => {
	const { root, open, press, clock } = setup();
	open();
	press('.range-cancel');
	act(() => clock.tick(299));
	assert.ok(root.querySelector('[role=dialog]'), 'gone before the animation ended');
	act(() => clock.tick(1));
	assert.not.ok(root.querySelector('[role=dialog]'));
});

Picker('with no range chosen it shows all dates and offers today', () => {
	const { root, open } = setup({ start: '', end: '' });
	assert.match(root.querySelector('.range-trigger')?.textContent ?? '', 'All dates');
	open();
	assert.is(root.querySelector<HTMLInputElement>('#r-end')!.value, '2025-06-15');
});

Picker('custom OK and Cancel texts', () => {
	const root = mount();
	const clock = fakeClock();
	act(() =>
		render(
			<DateRangePicker
				id="c"
				value={{ start: '', end: '' }}
				onChange={() => {}}
				okText="Apply"
				cancelText="Close"
				clock={clock}
			/>,
			root,
		),
	);
	act(() => root.querySelector<HTMLButtonElement>('.range-trigger')!.click());
	act(() => clock.tick(16));
	assert.is(root.querySelector('.range-ok')?.textContent, 'Apply');
	assert.is(root.querySelector('.range-cancel')?.textContent, 'Close');
	render(null, root);
});

Picker.run();
