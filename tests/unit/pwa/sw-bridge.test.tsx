import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UpdatePrompt } from '../../../src/components/update-prompt.tsx';
import en from '../../../src/i18n/en/pwa.json';
import { addMessages } from '../../../src/i18n/index.ts';
import { createSwBridge, UPDATE_CHECK_MS, type WorkboxLike } from '../../../src/lib/sw-bridge.ts';
import { mount, window } from '../../setup/dom.ts';

addMessages('en', { pwa: en });

/** A stand-in for workbox-window: tests fire its events and read what the page sent. */
function fakeWorkbox() {
	const listeners = new Map<string, (() => void)[]>();
	const sent: string[] = [];
	const workbox: WorkboxLike = {
		addEventListener: (type, fn) => void listeners.set(type, [...(listeners.get(type) ?? []), fn]),
		messageSkipWaiting: () => void sent.push('SKIP_WAITING'),
		register: async () => sent.push('register'),
		update: async () => sent.push('update'),
	};
	const fire = (type: string) =>
		act(() => {
			for (const fn of listeners.get(type) ?? []) fn();
		});
	return { workbox, sent, fire };
}

function setup(hadController = true) {
	const fake = fakeWorkbox();
	let reloads = 0;
	let now = 0;
	const bridge = createSwBridge({
		workbox: fake.workbox,
		reload: () => reloads++,
		hadController,
		now: () => now,
		log: () => {},
	});
	return { ...fake, bridge, reloads: () => reloads, advance: (ms: number) => (now += ms) };
}

const click = (el: Element | null | undefined) =>
	act(() => {
		el?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});

const test = suite('update prompt and the worker bridge');

test('a waiting version shows the prompt; Reload sends SKIP_WAITING once, then reloads when it controls', async () => {
	const { bridge, fire, sent, reloads } = setup();
	const root = mount();
	act(() => render(<UpdatePrompt bridge={bridge} />, root));
	assert.is(root.querySelector('.update-prompt'), null, 'nothing to offer yet');
	fire('waiting');
	assert.match(root.textContent ?? '', 'A new version of Horse Club is ready.');
	const reload = root.querySelectorAll('button')[1];
	click(reload);
	click(reload);
	assert.equal(sent, ['SKIP_WAITING'], 'one message for a double tap, never sent by itself');
	assert.ok(root.querySelector('button[aria-busy=true]'), 'the button shows progress');
	assert.is(reloads(), 0, 'no reload before the new worker controls the page');
	fire('controlling');
	fire('controlling');
	assert.is(reloads(), 1, 'exactly one reload into the new version');
	render(null, root);
});

test('Later hides the prompt and sends nothing', () => {
	const { bridge, fire, sent } = setup();
	const root = mount();
	act(() => render(<UpdatePrompt bridge={bridge} />, root));
	fire('waiting');
	click(root.querySelector('button'));
	assert.is(root.querySelector('.update-prompt'), null);
	assert.equal(sent, []);
	render(null, root);
});

test('the first install taking control of a fresh page does not reload it', () => {
	const { fire, reloads } = setup(false);
	fire('controlling');
	assert.is(reloads(), 0);
});

test('a tab already running the old shell reloads when another tab brings in the new worker', () => {
	const { fire, reloads } = setup(true);
	fire('controlling');
	assert.is(reloads(), 1);
});

test('a tab brought back to the front checks for a new version at most every 15 minutes', () => {
	const { bridge, sent, advance } = setup();
	bridge.checkForUpdate();
	assert.equal(sent, [], 'just loaded: the browser checked already');
	advance(UPDATE_CHECK_MS);
	bridge.checkForUpdate();
	bridge.checkForUpdate();
	assert.equal(sent, ['update']);
});

test('a failed registration is logged, not thrown', async () => {
	const logged: unknown[] = [];
	const bridge = createSwBridge({
		workbox: { ...fakeWorkbox().workbox, register: () => Promise.reject(new Error('insecure')) },
		reload: () => {},
		hadController: false,
		now: () => 0,
		log: (...args) => logged.push(args),
	});
	await bridge.register();
	assert.is(logged.length, 1);
});

test.run();
