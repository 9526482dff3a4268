import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connectInstallOffer, startPwa } from '../../../src/lib/sw-start.ts';
import { window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

const test = suite('starting the offline layer');

function host(readyState: DocumentReadyState) {
	const target = new window.EventTarget() as unknown as Window;
	const idle: (() => void)[] = [];
	return Object.assign(target, {
		document: { readyState },
		setTimeout: (fn: () => void) => idle.push(fn),
		requestIdleCallback: (fn: () => void) => idle.push(fn),
		idle,
	});
}

test('the worker bridge chunk loads only once the page has loaded and the main thread is idle', async () => {
	const win = host('loading');
	let loads = 0;
	startPwa(win, async () => ({ mountPwa: () => loads++ }));
	assert.is(win.idle.length, 0, 'nothing scheduled before load');
	win.dispatchEvent(new window.Event('load') as unknown as Event);
	assert.is(win.idle.length, 1, 'scheduled for idle time');
	assert.is(loads, 0, 'not loaded during the load event itself');
	win.idle[0]!();
	await flushPromises();
	assert.is(loads, 1);
});

test('the install offer is caught from the start and held until the install model takes it', () => {
	const win = host('complete');
	startPwa(win, () => new Promise(() => {}));
	const event = new window.Event('beforeinstallprompt', { cancelable: true }) as unknown as Event;
	win.dispatchEvent(event);
	assert.ok(event.defaultPrevented, "the browser's own banner held back");
	const taken: (Event | null)[] = [];
	connectInstallOffer((e) => taken.push(e));
	assert.equal(taken, [event], 'the held offer handed over');
	win.dispatchEvent(new window.Event('appinstalled') as unknown as Event);
	assert.equal(taken, [event, null], 'later news goes straight to the model');
});

test('a player who said no keeps the browser behaviour', () => {
	const win = host('complete');
	localStorage.setItem('pwa-install-dismissed', '1');
	startPwa(win, () => new Promise(() => {}));
	const event = new window.Event('beforeinstallprompt', { cancelable: true }) as unknown as Event;
	win.dispatchEvent(event);
	assert.not.ok(event.defaultPrevented);
	localStorage.clear();
});

test('a chunk that fails to load costs nothing but a warning', async () => {
	const win = host('complete');
	const warn = console.warn;
	const warned: unknown[] = [];
	console.warn = (...args: unknown[]) => warned.push(args);
	startPwa(win, () => Promise.reject(new Error('offline')));
	win.idle[0]!();
	await flushPromises();
	console.warn = warn;
	assert.is(warned.length, 1);
});

test.run();
