import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { watchedRace } from '../../../src/components/live/live-slot.tsx';

const test = suite('which race the live view shows');

test('the open-race list arriving after the view was turned on does not swap the stream', () => {
	const held = { current: undefined as number | null | undefined };
	assert.is(watchedRace(held, true, null, null), null, 'no race known yet: the main stream');
	assert.is(watchedRace(held, true, null, 328), null, 'the list came in while watching: still the main stream');
	assert.is(watchedRace(held, true, 7, 328), 7, 'a race the player picks is shown at once');
});

test('turning the view off and on again starts from the first open race of that moment', () => {
	const held = { current: undefined as number | null | undefined };
	assert.is(watchedRace(held, true, null, null), null);
	assert.is(watchedRace(held, false, null, 328), null, 'off: nothing shown');
	assert.is(watchedRace(held, true, null, 328), 328);
	assert.is(watchedRace(held, true, null, 400), 328, 'a newer first race does not move it either');
});

test.run();
