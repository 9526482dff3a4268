import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LoadMore } from '../../../src/components/load-more.tsx';
import { POPUP_ANIMATION_MS, Popup } from '../../../src/components/popup.tsx';
import { isNearBottom, REACH_BOTTOM_DISTANCE } from '../../../src/components/use-reach-bottom.ts';
import { mount, window } from '../../setup/dom.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const click = (el: Element | null | undefined) =>
	act(() => {
		el?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});

const popup = suite('popup');

popup('slides in, closes on mask click, and unmounts after its 300 ms animation', () => {
	const root = mount();
	const clock = fakeClock();
	let closes = 0;
	const view = (open: boolean) => (
		<Popup open={open} onClose={() => closes++} clock={clock} label="Pick">
			<p id="inside">content</p>
		</Popup>
	);
	act(() => render(view(true), root));
	act(() => clock.tick(16));
	assert.ok(root.querySelector('.popup-open'), 'open popup must carry the slide-in class');
	click(root.querySelector('.popup-mask'));
	assert.is(closes, 1, 'a mask click must ask to close');
	act(() => render(view(false), root));
	assert.ok(root.querySelector('#inside'), 'content stays during the exit animation');
	assert.not.ok(root.querySelector('.popup-open'), 'exit animation starts at once');
	act(() => clock.tick(POPUP_ANIMATION_MS));
	assert.is(root.querySelector('#inside'), null, 'unmounted after 300 ms');
	assert.is(POPUP_ANIMATION_MS, 300);
	render(null, root);
});

popup.run();

// ---

const more = suite('load-more');

more('shows each state and retries from idle or error', () => {
	const root = mount();
	let loads = 0;
	act(() => render(<LoadMore status="idle" onLoad={() => loads++} />, root));
	click(root.querySelector('button'));
	assert.is(loads, 1, 'idle control must load on tap');
	act(() => render(<LoadMore status="loading" onLoad={() => loads++} />, root));
	assert.ok(root.querySelector('[role=status]'), 'loading state is announced');
	assert.is(root.querySelector('button'), null, 'no button while loading');
	act(() => render(<LoadMore status="no-more" onLoad={() => loads++} />, root));
	assert.is(root.textContent, 'No more');
	act(() => render(<LoadMore status="error" onLoad={() => loads++} />, root));
	click(root.querySelector('button'));
	assert.is(loads, 2, 'error state must retry on tap');
	render(null, root);
});

more.run();

// ---

const bottom = suite('reach bottom');

bottom('fires within 50 px of the bottom and not before', () => {
	assert.is(REACH_BOTTOM_DISTANCE, 50);
	assert.not.ok(isNearBottom(0, 600, 1000), 'top of a long page');
	assert.not.ok(isNearBottom(349, 600, 1000), '51 px from the bottom');
	assert.ok(isNearBottom(350, 600, 1000), 'exactly 50 px from the bottom');
	assert.ok(isNearBottom(400, 600, 1000), 'at the bottom');
});

bottom.run();
