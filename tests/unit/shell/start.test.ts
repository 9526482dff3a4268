import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { watchNetwork } from '../../../src/components/network-notice.ts';
import { stampVersion, VERSION } from '../../../src/lib/version.ts';

function fakeWindow(onLine: boolean) {
	const listeners: Record<string, () => void> = {};
	return {
		navigator: { onLine },
		addEventListener: (type: string, fn: () => void) => {
			listeners[type] = fn;
		},
		removeEventListener: (type: string) => {
			delete listeners[type];
		},
		fire: (type: string) => listeners[type]?.(),
		listeners,
	};
}

const network = suite('offline notice');

network('says Currently offline at start when offline', () => {
	const shown: string[] = [];
	watchNetwork(fakeWindow(false), (text) => shown.push(text));
	assert.equal(shown, ['Currently offline']);
});

network('stays quiet at start when online', () => {
	const shown: string[] = [];
	watchNetwork(fakeWindow(true), (text) => shown.push(text));
	assert.equal(shown, [], 'no toast when the start is online');
});

network('going offline then online shows offline then back online', () => {
	const shown: string[] = [];
	const win = fakeWindow(true);
	const stop = watchNetwork(win, (text) => shown.push(text));
	win.fire('offline');
	win.fire('online');
	assert.equal(shown, ['Currently offline', 'Back online'], 'coming back must not say offline again');
	stop();
	assert.equal(Object.keys(win.listeners), [], 'stop removes the listeners');
});

network.run();

// ---

const version = suite('version stamp');

version('logs the version and exposes it as a global', () => {
	const logged: unknown[] = [];
	const target = {} as typeof globalThis;
	stampVersion(target, { info: (...args: unknown[]) => logged.push(...args) });
	assert.is(VERSION, '202509131608');
	assert.is(target.__HORSE_CLUB_VERSION__, '202509131608', 'global property');
	assert.ok(String(logged[0]).includes('202509131608'), 'version logged at start');
});

version.run();
