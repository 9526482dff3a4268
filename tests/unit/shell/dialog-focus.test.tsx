import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ModalHost } from '../../../src/components/modal.tsx';
import { Popup } from '../../../src/components/popup.tsx';
import { confirmModal } from '../../../src/state/shell/modal.ts';
import { mount, window } from '../../setup/dom.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const active = () => document.activeElement as HTMLElement | null;

/** Tab past the last control (or Shift+Tab past the first) lands on the dialog's guard at that end, as in a browser. */
const tabPast = (root: HTMLElement, end: 'start' | 'end') =>
	act(() => {
		const guards = root.querySelectorAll<HTMLElement>('[data-guard]');
		assert.is(guards.length, 2, 'a guard at each end');
		guards[end === 'start' ? 0 : 1]?.focus();
	});

const press = (key: string) =>
	act(() => {
		const event = new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
		(active() ?? document.body).dispatchEvent(event as unknown as Event);
	});

/** The page behind: a live region, a control that opens the dialog, and other content. */
function Page({ children }: { children: preact.ComponentChildren }) {
	return (
		<>
			<div class="toast-region" aria-live="polite" />
			<div id="page">
				<a href="#/x">a link behind</a>
				{children}
			</div>
		</>
	);
}

// ---
const Modal = suite('confirmation dialog: focus');

Modal('focus moves in, Tab stays inside, the page is inert, Escape answers Cancel and focus returns', async () => {
	const root = mount();
	act(() =>
		render(
			<Page>
				<button id="logout" type="button">
					Log out
				</button>
				<ModalHost />
			</Page>,
			root,
		),
	);
	const opener = root.querySelector<HTMLElement>('#logout')!;
	opener.focus();
	let answer!: Promise<boolean>;
	act(() => {
		answer = confirmModal({ title: 'Log out?', content: 'You will need to sign in again.' });
	});
	const [cancel, ok] = [...root.querySelectorAll<HTMLElement>('.modal button')];
	assert.is(active(), cancel, 'focus starts on Cancel, the answer that changes nothing');
	assert.ok(root.querySelector('a')?.closest('[inert]'), 'the page behind is inert');
	assert.not.ok(root.querySelector('.toast-region')?.hasAttribute('inert'), 'the live region still speaks');
	assert.not.ok(root.querySelector('.modal')?.closest('[inert]'), 'the dialog itself is not inert');
	tabPast(root, 'start');
	assert.is(active(), ok, 'Shift+Tab from the first control wraps to the last');
	tabPast(root, 'end');
	assert.is(active(), cancel, 'Tab from the last control wraps to the first');
	press('Escape');
	assert.is(await answer, false, 'Escape answers as Cancel');
	assert.is(root.querySelector('[role=alertdialog]'), null, 'closed');
	assert.is(root.querySelectorAll('[inert]').length, 0, 'the page is back');
	assert.is(root.querySelectorAll('[data-guard]').length, 0, 'the guards are gone');
	assert.is(active(), opener, 'focus is back on what opened the dialog');
	render(null, root);
});

Modal.run();

// ---
const Sheet = suite('popup sheet: focus');

function Picker({ clock }: { clock: ReturnType<typeof fakeClock> }) {
	const [open, setOpen] = useState(false);
	return (
		<Page>
			<button id="dates" type="button" onClick={() => setOpen(true)}>
				Dates
			</button>
			<Popup open={open} onClose={() => setOpen(false)} label="Dates" clock={clock}>
				<input id="start" type="date" />
				<button id="ok" type="button" onClick={() => setOpen(false)}>
					OK
				</button>
			</Popup>
		</Page>
	);
}

Sheet('the mask is no Tab stop: focus starts in the sheet, is trapped, Escape closes, focus returns', () => {
	const root = mount();
	const clock = fakeClock();
	act(() => render(<Picker clock={clock} />, root));
	const opener = root.querySelector<HTMLElement>('#dates')!;
	opener.focus();
	act(() => opener.click());
	act(() => clock.tick(16));
	assert.is(active()?.id, 'start', `focus starts on the first field, not on ${active()?.className}`);
	assert.is(root.querySelector('.popup-mask')?.getAttribute('tabindex'), '-1', 'the full-screen mask is no Tab stop');
	assert.ok(opener.closest('[inert]'), 'the page behind is inert');
	tabPast(root, 'start');
	assert.is(active()?.id, 'ok', 'Shift+Tab wraps inside the sheet');
	tabPast(root, 'end');
	assert.is(active()?.id, 'start', 'Tab wraps inside the sheet');
	press('Escape');
	assert.is(active(), opener, 'Escape closes and focus returns to the trigger');
	assert.is(root.querySelectorAll('[inert]').length, 0, 'the page is back');
	act(() => clock.tick(300));
	assert.is(root.querySelector('.popup'), null, 'unmounted after its exit');
	render(null, root);
});

Sheet.run();
