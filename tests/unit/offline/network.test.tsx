import '../../setup/dom.ts';
import { signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount } from '../../setup/dom.ts';
import '../live/no-css.ts';

const { createNetwork } = await import('../../../src/state/shell/network-model.ts');
const { OfflineBar } = await import('../../../src/components/offline-bar.tsx');

function fakeWindow(onLine: boolean) {
	const listeners: Record<string, (() => void)[]> = {};
	return {
		navigator: { onLine },
		addEventListener: (type: string, fn: () => void) => {
			listeners[type] = [...(listeners[type] ?? []), fn];
		},
		removeEventListener: () => {},
		fire: (type: string) => {
			for (const fn of listeners[type] ?? []) fn();
		},
	};
}

const Network = suite('online signal');

Network('starts as the browser says and follows its offline and online events', () => {
	const win = fakeWindow(false);
	const network = createNetwork(win);
	assert.is(network.online.value, false, 'an offline start read as online');
	win.fire('online');
	assert.is(network.online.value, true);
	win.fire('offline');
	assert.is(network.online.value, false);
});

Network('coming back online runs what waits for it, once per return, and never on going offline', () => {
	const win = fakeWindow(true);
	const network = createNetwork(win);
	let runs = 0;
	const stop = network.onReconnect(() => runs++);
	win.fire('offline');
	assert.is(runs, 0, 'ran on going offline');
	win.fire('online');
	assert.is(runs, 1);
	stop();
	win.fire('offline');
	win.fire('online');
	assert.is(runs, 1, 'ran after it was stopped');
});

Network.run();

// ---

const Bar = suite('offline bar');

Bar('shows for as long as the device is offline, and moves the sticky headers down', () => {
	const online = signal(true);
	const root = mount();
	act(() => render(<OfflineBar online={online} />, root));
	assert.is(root.querySelector('.offline-bar'), null, 'a bar while online');
	act(() => {
		online.value = false;
	});
	assert.is(root.querySelector('.offline-bar')?.textContent, 'Offline: bets and payments paused');
	assert.ok(document.documentElement.classList.contains('is-offline'), 'headers not moved under the bar');
	assert.is(root.querySelector('.offline-bar')?.getAttribute('role'), null, 'a second announcement beside the toast');
	act(() => {
		online.value = true;
	});
	assert.is(root.querySelector('.offline-bar'), null, 'the bar stayed after the connection came back');
	assert.not.ok(document.documentElement.classList.contains('is-offline'));
	act(() => render(null, root));
});

Bar.run();
