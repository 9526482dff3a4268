import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TabSwitcher, tabPanel } from '../../../src/components/tab-switcher.tsx';
import { mount, window } from '../../setup/dom.ts';

const TABS = [
	{ key: 'Races', label: 'Races' },
	{ key: 'Harness', label: 'Harness' },
	{ key: 'Greyhounds', label: 'Greyhounds' },
];

function EventTypes() {
	const [active, setActive] = useState('Races');
	return (
		<>
			<TabSwitcher id="race-type" label="Event type" tabs={TABS} active={active} onChange={setActive} />
			<div {...tabPanel('race-type', active)}>{active} meetings</div>
		</>
	);
}

const active = () => document.activeElement as HTMLElement | null;

const press = (key: string) =>
	act(() => {
		const event = new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
		active()?.dispatchEvent(event as unknown as Event);
	});

/** What a screen reader hears on the focused tab, and which tab is the one Tab stop. */
const state = (root: HTMLElement) => ({
	focused: `${active()?.textContent}, selected ${active()?.getAttribute('aria-selected')}`,
	tabStop: [...root.querySelectorAll('[role=tab]')].filter((t) => t.getAttribute('tabindex') === '0').map((t) => t.id),
	panel: root.querySelector('[role=tabpanel]')?.textContent,
});

// ---
const Tabs = suite('event-type tabs: the WAI-ARIA tabs pattern');

Tabs('arrows move focus and selection together, again and again, wrapping at the ends', () => {
	const root = mount();
	act(() => render(<EventTypes />, root));
	root.querySelector<HTMLElement>('[aria-selected=true]')?.focus();
	press('ArrowRight');
	assert.equal(state(root), {
		focused: 'Harness, selected true',
		tabStop: ['race-type-Harness'],
		panel: 'Harness meetings',
	});
	press('ArrowRight');
	assert.is(state(root).focused, 'Greyhounds, selected true', 'a second arrow moves on, not back to the same tab');
	press('ArrowRight');
	assert.is(state(root).focused, 'Races, selected true', 'wraps to the first');
	press('ArrowLeft');
	assert.is(state(root).focused, 'Greyhounds, selected true', 'wraps to the last');
	render(null, root);
});

Tabs('Home and End go to the first and last tab', () => {
	const root = mount();
	act(() => render(<EventTypes />, root));
	root.querySelector<HTMLElement>('[aria-selected=true]')?.focus();
	press('End');
	assert.is(state(root).focused, 'Greyhounds, selected true');
	press('Home');
	assert.is(state(root).focused, 'Races, selected true');
	press('a');
	assert.is(state(root).focused, 'Races, selected true', 'other keys do nothing');
	render(null, root);
});

Tabs('every tab controls the panel, and the panel is labelled by the selected tab', () => {
	const root = mount();
	act(() => render(<EventTypes />, root));
	const panel = root.querySelector('[role=tabpanel]')!;
	for (const tab of root.querySelectorAll('[role=tab]')) assert.is(tab.getAttribute('aria-controls'), panel.id);
	assert.is(root.querySelector('[role=tablist]')?.getAttribute('aria-label'), 'Event type');
	assert.is(panel.getAttribute('aria-labelledby'), 'race-type-Races');
	act(() => root.querySelector<HTMLElement>('#race-type-Greyhounds')?.click());
	assert.is(panel.getAttribute('aria-labelledby'), 'race-type-Greyhounds', 'a click selects too');
	render(null, root);
});

Tabs.run();
