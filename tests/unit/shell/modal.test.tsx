import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lazy } from '../../../shared/lib/lazy.ts';
import { ModalHost } from '../../../src/components/modal.tsx';
import { ModalSlot } from '../../../src/router/modal-slot.tsx';
import { closeModal, confirmModal, modal } from '../../../src/state/shell/modal.ts';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

const test = suite('modal');

const click = (el: Element | undefined | null) =>
	act(() => {
		el?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});

test('OK resolves true, Cancel resolves false, with the default texts', async () => {
	const root = mount();
	act(() => render(<ModalHost />, root));
	let answer!: Promise<boolean>;
	act(() => {
		answer = confirmModal({ title: 'Log out?', content: 'You will need to sign in again.' });
	});
	const buttons = [...root.querySelectorAll('button')];
	assert.equal(
		buttons.map((b) => b.textContent),
		['Cancel', 'OK'],
		'default button texts must be Cancel and OK',
	);
	assert.is(root.querySelector('h2')?.textContent, 'Log out?', 'title shown');
	click(buttons[1]);
	assert.is(await answer, true, 'OK must resolve true');
	assert.is(root.querySelector('[role=alertdialog]'), null, 'modal closes after OK');

	let second!: Promise<boolean>;
	act(() => {
		second = confirmModal({ title: 't', content: 'c', okText: 'Yes', cancelText: 'No' });
	});
	assert.ok(root.textContent?.includes('Yes') && root.textContent.includes('No'), 'custom texts must replace defaults');
	click(root.querySelectorAll('button')[0]);
	assert.is(await second, false, 'Cancel must resolve false');
	render(null, root);
});

test('opening a second modal cancels the first', async () => {
	const first = confirmModal({ title: 'a', content: '' });
	const second = confirmModal({ title: 'b', content: '' });
	assert.is(await first, false, 'the replaced modal must resolve false');
	assert.is(modal.value?.title, 'b');
	closeModal(true);
	assert.is(await second, true);
});

test.run();

// ---
const slot = suite('modal slot');

slot('a dialog whose code cannot be fetched answers Cancel, each time, and the code is asked for again', async () => {
	const fetches: boolean[] = [];
	let online = false;
	const source = lazy(() => {
		fetches.push(online);
		return online ? Promise.resolve(ModalHost) : Promise.reject(new Error('offline'));
	});
	const root = mount();
	act(() => render(<ModalSlot source={source} />, root));
	assert.equal(fetches, [], 'the code waits until a confirmation is asked for');
	/** What the dialog answered once pending work has run; undefined while it is still waiting. */
	const ask = async (title: string) => {
		let answer: boolean | undefined;
		act(() => {
			confirmModal({ title, content: '' }).then((ok) => (answer = ok));
		});
		await act(flushPromises);
		return () => answer;
	};
	assert.is((await ask('first'))(), false, 'without its code the dialog answers as Cancel would');
	assert.is((await ask('second'))(), false, 'and again on the next failure, rather than leaving the caller waiting');
	online = true;
	const third = await ask('third');
	assert.is(root.querySelector('h2')?.textContent, 'third', 'once the code arrives the dialog asks');
	click(root.querySelectorAll('button')[1]);
	await flushPromises();
	assert.is(third(), true);
	assert.equal(fetches, [false, false, true], 'each confirmation asked for the code again');
	render(null, root);
});

slot.run();
