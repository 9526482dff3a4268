import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createToasts, TOAST_DURATION_MS } from '../../../src/state/shell/toast-model.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const test = suite('toast');

test('a normal toast lasts 1500 ms', () => {
	const clock = fakeClock();
	const toasts = createToasts(clock);
	assert.is(TOAST_DURATION_MS, 1500, 'default toast duration');
	toasts.show('Saved');
	clock.tick(1499);
	assert.is(toasts.toast.value?.text, 'Saved', 'toast must still show at 1499 ms');
	clock.tick(1);
	assert.is(toasts.toast.value, null, 'toast must be gone at 1500 ms');
});

test('a new toast replaces the old one and gets its own full time', () => {
	const clock = fakeClock();
	const toasts = createToasts(clock);
	toasts.show('first');
	clock.tick(1000);
	toasts.show('second');
	assert.is(toasts.toast.value?.text, 'second', 'only the newest toast shows');
	clock.tick(1000);
	assert.is(toasts.toast.value?.text, 'second', "the first toast's timer must not hide the second");
	clock.tick(500);
	assert.is(toasts.toast.value, null);
});

test('a loading toast stays until hidden', () => {
	const clock = fakeClock();
	const toasts = createToasts(clock);
	toasts.show('Loading', { loading: true });
	clock.tick(60_000);
	assert.ok(toasts.toast.value?.loading, 'loading toast must not time out');
	toasts.hide();
	assert.is(toasts.toast.value, null, 'hideToast must clear it');
});

test('a custom duration is honoured', () => {
	const clock = fakeClock();
	const toasts = createToasts(clock);
	toasts.show('long', { duration: 3000 });
	clock.tick(2999);
	assert.ok(toasts.toast.value, 'still visible before its duration');
	clock.tick(1);
	assert.is(toasts.toast.value, null);
});

test.run();
