import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type ConnectOffer, startPwa } from '../../../src/lib/sw-start.ts';
import { window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

const test = suite('starting the offline layer');

function host() {
	return new window.EventTarget() as unknown as Window;
}

/** A first page that settles when the test says so. */
function firstPage() {
	let settle = () => {};
	const settled = new Promise<void>((resolve) => {
		settle = resolve;
	});
	return { ready: () => settled, settle };
}

test('the worker bridge chunk loads only once the first page has settled', async () => {
	const page = firstPage();
	let asked = 0;
	let mounted = 0;
	startPwa(
		host(),
		async () => {
			asked++;
			return { mountPwa: () => mounted++ };
		},
		page.ready,
	);
	await flushPromises();
	assert.is(asked, 0, 'not fetched while the first page is still loading');
	page.settle();
	await flushPromises();
	assert.is(asked, 1);
	assert.is(mounted, 1);
});

test('the install offer is caught from the start and held until the loaded prompts take it', async () => {
	const win = host();
	const page = firstPage();
	let connect: ConnectOffer | undefined;
	const mountPwa = (c: ConnectOffer) => {
		connect = c;
	};
	startPwa(win, async () => ({ mountPwa }), page.ready);
	const event = new window.Event('beforeinstallprompt', { cancelable: true }) as unknown as Event;
	win.dispatchEvent(event);
	assert.ok(event.defaultPrevented, "the browser's own banner held back");
	page.settle();
	await flushPromises();
	const taken: (Event | null)[] = [];
	assert.ok(connect, 'the prompts got the way to the held offer');
	connect?.((e) => taken.push(e));
	assert.equal(taken, [event], 'the held offer handed over');
	win.dispatchEvent(new window.Event('appinstalled') as unknown as Event);
	assert.equal(taken, [event, null], 'later news goes straight to the model');
});

test('a player who said no keeps the browser behaviour', () => {
	const win = host();
	localStorage.setItem('pwa-install-dismissed', '1');
	startPwa(win, () => new Promise(() => {}), firstPage().ready);
	const event = new window.Event('beforeinstallprompt', { cancelable: true }) as unknown as Event;
	win.dispatchEvent(event);
	assert.not.ok(event.defaultPrevented);
	localStorage.clear();
});

test('a chunk that fails to load costs nothing but a warning', async () => {
	const warn = console.warn;
	const warned: unknown[] = [];
	console.warn = (...args: unknown[]) => warned.push(args);
	startPwa(
		host(),
		() => Promise.reject(new Error('offline')),
		async () => {},
	);
	await flushPromises();
	console.warn = warn;
	assert.is(warned.length, 1);
});

test.run();
