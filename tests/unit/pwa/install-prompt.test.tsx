import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { InstallPrompt, SETTLE_MS } from '../../../src/components/install-prompt.tsx';
import en from '../../../src/i18n/en/pwa.json';
import { addMessages } from '../../../src/i18n/index.ts';
import { DISMISSED_KEY, holdInstallOffer } from '../../../src/lib/sw-start.ts';
import { createInstallOffer } from '../../../src/state/shell/install-offer-model.ts';
import { mount, window } from '../../setup/dom.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

addMessages('en', { pwa: en });

function memoryStorage(initial: Record<string, string> = {}) {
	const map = new Map(Object.entries(initial));
	return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

/** A beforeinstallprompt event whose dialog answers `outcome`. */
function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
	const event = new window.Event('beforeinstallprompt', { cancelable: true }) as unknown as Event & {
		prompted: number;
	};
	Object.assign(event, {
		prompted: 0,
		prompt: async () => void event.prompted++,
		userChoice: Promise.resolve({ outcome }),
	});
	return event;
}

/** The prompt mounted as on idle after load; `settle` is the player's first tap, which lets it show. */
function setup(stored: Record<string, string> = {}) {
	localStorage.clear();
	for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
	const storage = memoryStorage(stored);
	const offer = createInstallOffer(storage);
	const host = new window.EventTarget() as unknown as Window;
	const clock = fakeClock();
	holdInstallOffer(host)(offer.take);
	const root = mount();
	act(() => render(<InstallPrompt offer={offer} host={host} clock={clock} />, root));
	const fire = (event: Event) => act(() => void host.dispatchEvent(event));
	const settle = () => fire(new window.MouseEvent('click') as unknown as Event);
	return { storage, offer, host, root, fire, settle, clock };
}

const buttons = (root: HTMLElement) => root.querySelectorAll('button');
const click = (el: Element | undefined) =>
	act(() => {
		el?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});

const test = suite('install prompt');

test('nothing shows until the browser offers installing; then the offer is caught and shown', () => {
	const { root, fire, settle } = setup();
	settle();
	assert.is(root.querySelector('.install-prompt'), null);
	const event = installEvent();
	fire(event);
	assert.ok(event.defaultPrevented, "the browser's own banner gives way to ours");
	assert.match(root.textContent ?? '', 'Install Horse Club');
	render(null, root);
});

test('an offer caught during the first paint waits for the first interaction', () => {
	const { root, fire, settle, clock } = setup();
	fire(installEvent());
	act(() => clock.tick(SETTLE_MS - 1));
	assert.is(root.querySelector('.install-prompt'), null, 'not shown before the player has done anything');
	settle();
	assert.ok(root.querySelector('.install-prompt'), 'shown after the first tap');
	assert.is(clock.pending(), 0, 'the fallback timer is cancelled');
	render(null, root);
});

test('without any interaction it shows after a while, and stops listening', () => {
	const { root, fire, clock, host } = setup();
	let removed = 0;
	const remove = host.removeEventListener.bind(host);
	host.removeEventListener = (...args: Parameters<typeof remove>) => {
		removed++;
		remove(...args);
	};
	fire(installEvent());
	act(() => clock.tick(SETTLE_MS));
	assert.ok(root.querySelector('.install-prompt'), 'shown after SETTLE_MS');
	assert.is(removed, 3, 'interaction listeners removed');
	render(null, root);
});

test('the bar is one compact line: a short label and two buttons, no paragraph of text', () => {
	const { root, fire, settle } = setup();
	settle();
	fire(installEvent());
	const bar = root.querySelector<HTMLElement>('.install-prompt');
	assert.is(bar?.querySelectorAll('p').length, 1);
	assert.is(bar?.textContent, 'Install Horse ClubNot nowInstall');
	assert.is(bar?.style.display, 'flex');
	render(null, root);
});

test('unmounted before it settles, it leaves no timer or listener behind', () => {
	const { root, clock } = setup();
	act(() => render(null, root));
	assert.is(clock.pending(), 0);
});

test('Install opens the browser dialog once and the offer is gone after it', async () => {
	const { root, fire, settle } = setup();
	settle();
	const event = installEvent('accepted');
	fire(event);
	click(buttons(root)[1]);
	click(buttons(root)[1]);
	await act(flushPromises);
	assert.is(event.prompted, 1, 'a double tap prompts once');
	assert.is(root.querySelector('.install-prompt'), null);
	render(null, root);
});

test('Not now is remembered: a later offer is left to the browser and never shown', () => {
	const first = setup();
	first.settle();
	first.fire(installEvent());
	click(buttons(first.root)[0]);
	assert.is(first.root.querySelector('.install-prompt'), null);
	assert.is(first.storage.map.get(DISMISSED_KEY), '1', 'dismissal stored');

	const again = setup({ [DISMISSED_KEY]: '1' });
	again.settle();
	const event = installEvent();
	again.fire(event);
	assert.not.ok(event.defaultPrevented);
	assert.is(again.root.querySelector('.install-prompt'), null, 'a dismissed offer never comes back');
	render(null, again.root);
});

test('declining in the browser dialog counts as a dismissal', async () => {
	const { root, fire, storage, settle } = setup();
	settle();
	fire(installEvent('dismissed'));
	click(buttons(root)[1]);
	await act(flushPromises);
	assert.is(storage.map.get(DISMISSED_KEY), '1');
	render(null, root);
});

test('an app installed another way hides the offer', () => {
	const { root, fire, settle } = setup();
	settle();
	fire(installEvent());
	fire(new window.Event('appinstalled') as unknown as Event);
	assert.is(root.querySelector('.install-prompt'), null);
	render(null, root);
});

test.run();
