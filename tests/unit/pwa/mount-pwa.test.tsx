import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/en/pwa.json';
import { addMessages } from '../../../src/i18n/index.ts';
import { window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import './workbox-esm.ts';

// imported after the hook is in place:
const { mountPwa } = await import('../../../src/components/mount-pwa.ts');

addMessages('en', { pwa: en });

const test = suite('mounting the offline layer');

test('the install offer held since the page opened reaches the prompt once the player has settled in', async () => {
	const offer = new window.Event('beforeinstallprompt', { cancelable: true }) as unknown as Event;
	Object.assign(offer, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'accepted' }) });
	let connected = 0;
	const win = window as unknown as Window;
	assert.not.ok('serviceWorker' in win.navigator, 'no worker to register in this test');
	await act(() =>
		mountPwa((take) => {
			connected++;
			take(offer);
		}, win),
	);
	assert.is(connected, 1, 'the held offer was asked for once');
	assert.ok(document.querySelector('.pwa-prompts'), 'the prompts are mounted');
	assert.is(document.querySelector('.install-prompt'), null, 'nothing shows before the first interaction');
	act(() => void win.dispatchEvent(new window.MouseEvent('click') as unknown as Event));
	await flushPromises();
	assert.ok(document.querySelector('.install-prompt'), 'the held offer is shown');
	assert.ok(document.querySelector('link[rel="manifest"]'), 'and the manifest is linked');
});

test.run();
