import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { afterFirstInteraction, type InteractionHost } from '../../../src/lib/first-interaction.ts';
import { window } from '../../setup/dom.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const test = suite('after the first interaction');

function setup(limit = 1_000) {
	const host = new window.EventTarget() as unknown as InteractionHost & EventTarget;
	const clock = fakeClock();
	let calls = 0;
	const cancel = afterFirstInteraction(host, clock, limit, () => calls++);
	const fire = (type: string) => host.dispatchEvent(new window.Event(type) as unknown as Event);
	return { clock, fire, cancel, calls: () => calls };
}

for (const type of ['click', 'keydown', 'scroll']) {
	test(`a ${type} runs it once; later interactions and the limit do not run it again`, () => {
		const s = setup();
		assert.is(s.calls(), 0);
		s.fire(type);
		assert.is(s.calls(), 1);
		s.fire('click');
		s.clock.tick(5_000);
		assert.is(s.calls(), 1);
	});
}

test('a pointerdown alone is not enough (the change would land under a finger mid-tap)', () => {
	const s = setup();
	s.fire('pointerdown');
	assert.is(s.calls(), 0);
});

test('without any interaction it runs at the limit, once', () => {
	const s = setup(1_000);
	s.clock.tick(999);
	assert.is(s.calls(), 0);
	s.clock.tick(1);
	assert.is(s.calls(), 1);
	s.fire('click');
	assert.is(s.calls(), 1);
});

test('cancelled, it never runs', () => {
	const s = setup(1_000);
	s.cancel();
	s.fire('click');
	s.clock.tick(5_000);
	assert.is(s.calls(), 0);
});

test.run();
