import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ModalHost } from '../../../src/components/modal.tsx';
import { closeModal, confirmModal, modal } from '../../../src/state/modal-model.ts';
import { mount, window } from '../../setup/dom.ts';

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
