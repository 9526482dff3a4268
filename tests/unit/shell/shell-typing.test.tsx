// The sign-in form's copy in index.html takes a quick player's typing; the app's form takes it over as it replaces the
// copy (src/main.tsx keeps the copy, src/pages/login/shell-typed.ts reads it): the values, the focus and caret, and
// a send tapped on the copy, which goes once the form is there.
import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { shellCopy } from '../../../src/lib/shell-typing.ts';
import { LoginForm } from '../../../src/pages/login/login-form.tsx';
import { mount } from '../../setup/dom.ts';

const test = suite('typing into the first screen, taken over by the sign-in form');

const held = window as unknown as { __hcSent?: number };

/** The copy as index.html draws it with `typed` in its fields, focus in field `focus`, then replaced as main.tsx does. */
function typedIntoCopy(root: HTMLElement, typed: string[], focus = -1) {
	root.innerHTML = `<div data-shell="login"><form class="auth">${typed.map(() => '<input>').join('')}</form></div>`;
	const inputs = [...root.querySelectorAll('input')];
	for (const [i, value] of typed.entries()) inputs[i]!.value = value;
	if (focus >= 0) {
		inputs[focus]!.focus();
		inputs[focus]!.setSelectionRange(2, 2);
	}
	shellCopy.at = [root.querySelector('[data-shell="login"]'), document.activeElement];
	root.textContent = '';
}

function signInForm(root: HTMLElement) {
	const sent: [string, string][] = [];
	act(() =>
		render(
			<LoginForm signIn={async (user, password) => void sent.push([user, password])} onSignedIn={() => {}} />,
			root,
		),
	);
	const value = (id: string) => (root.querySelector(`#${id}`) as HTMLInputElement).value;
	return { sent, value };
}

test.before.each(() => {
	held.__hcSent = undefined;
	shellCopy.at = undefined;
});

test('the form starts with what was typed, the same field in focus, the caret where it was', () => {
	const root = mount();
	typedIntoCopy(root, ['ann', 'pass'], 1);
	const { value, sent } = signInForm(root);
	assert.equal([value('login-user'), value('login-password')], ['ann', 'pass']);
	assert.is(document.activeElement?.id, 'login-password');
	assert.is((document.activeElement as HTMLInputElement).selectionStart, 2);
	assert.equal(sent, [], 'nothing sent without a tap');
	render(null, root);
});

test('a send tapped on the copy goes once the form is there, with what was typed', async () => {
	const root = mount();
	typedIntoCopy(root, ['ann', 'pass']);
	held.__hcSent = 1;
	const { sent } = signInForm(root);
	await act(async () => {});
	assert.equal(sent, [['ann', 'pass']]);
	render(null, root);
});

test('the copy is taken once: the form drawn again later starts empty', () => {
	const root = mount();
	typedIntoCopy(root, ['ann', 'pass']);
	signInForm(root);
	render(null, root);
	const again = signInForm(root);
	assert.equal([again.value('login-user'), again.value('login-password')], ['', '']);
	render(null, root);
});

test.run();
