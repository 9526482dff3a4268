// Leaving the page the live view is on turns it off, so the next page never opens with the video playing.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LiveSlot } from '../../../src/components/live/live-slot.tsx';
import { races } from '../../../src/state/races/races.ts';
import { mount } from '../../setup/dom.ts';

test('the live view is off again once the player leaves its page', () => {
	const root = mount();
	act(() => render(<LiveSlot picked={7} firstOpen={7} />, root));
	act(() => races.setShowLiveVideo(true));
	assert.ok(races.showLiveVideo.value, 'the toggle did not turn the view on');
	act(() => render(null, root));
	assert.not.ok(races.showLiveVideo.value, 'the video stays on for the next page');
});

test.run();
