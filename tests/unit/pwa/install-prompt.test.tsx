import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createInstallOffer, DISMISSED_KEY } from '../../../src/components/install-model.ts';
import { InstallPrompt } from '../../../src/components/install-prompt.tsx';
import en from '../../../src/i18n/en/pwa.json';
import { addMessages } from '../../../src/i18n/index.ts';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

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

function setup(stored: Record<string, string> = {}) {
	const storage = memoryStorage(stored);
	const offer = createInstallOffer(storage);
	const host = new window.EventTarget() as unknown as Window;
	offer.capture(host);
	const root = mount();
	act(() => render(<InstallPrompt offer={offer} />, root));
	const fire = (event: Event) => act(() => void host.dispatchEvent(event));
	return { storage, offer, host, root, fire };
}

const buttons = (root: HTMLElement) => root.querySelectorAll('button');
const click = (el: Element | undefined) =>
	act(() => {
		el?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});

const test = suite('install prompt');

test('nothing shows until the browser offers installing; then the offer is caught and shown', () => {
	const { root, fire } = setup();
	assert.is(root.querySelector('.install-prompt'), null);
	const event = installEvent();
	fire(event);
	assert.ok(event.defaultPrevented, "the browser's own banner gives way to ours");
	assert.match(root.textContent ?? '', 'Install Horse Club');
	render(null, root);
});

test('Install opens the browser dialog once and the offer is gone after it', async () => {
	const { root, fire } = setup();
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
	first.fire(installEvent());
	click(buttons(first.root)[0]);
	assert.is(first.root.querySelector('.install-prompt'), null);
	assert.is(first.storage.map.get(DISMISSED_KEY), '1', 'dismissal stored');

	const again = setup({ [DISMISSED_KEY]: '1' });
	const event = installEvent();
	again.fire(event);
	assert.not.ok(event.defaultPrevented);
	assert.is(again.root.querySelector('.install-prompt'), null, 'a dismissed offer never comes back');
	render(null, again.root);
});

test('declining in the browser dialog counts as a dismissal', async () => {
	const { root, fire, storage } = setup();
	fire(installEvent('dismissed'));
	click(buttons(root)[1]);
	await act(flushPromises);
	assert.is(storage.map.get(DISMISSED_KEY), '1');
	render(null, root);
});

test('an app installed another way hides the offer', () => {
	const { root, fire } = setup();
	fire(installEvent());
	fire(new window.Event('appinstalled') as unknown as Event);
	assert.is(root.querySelector('.install-prompt'), null);
	render(null, root);
});

test.run();
