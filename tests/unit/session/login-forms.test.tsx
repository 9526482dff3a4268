import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, REJECTED } from '../../../src/api/errors.ts';
import { LoginForm } from '../../../src/pages/login/login-form.tsx';
import { RegisterForm } from '../../../src/pages/login/register-form.tsx';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { submitForm as submit, typeInto as type } from '../../setup/form-events.ts';

// ---
const Login = suite('login form');

Login('every input has a label', () => {
	const root = mount();
	act(() => render(<LoginForm signIn={async () => {}} onSignedIn={() => {}} />, root));
	for (const input of root.querySelectorAll('input')) {
		assert.ok(root.querySelector(`label[for="${input.id}"]`), `input ${input.id} has no label`);
	}
	render(null, root);
});

Login('empty fields show validation messages and send nothing', async () => {
	const root = mount();
	let calls = 0;
	act(() => render(<LoginForm signIn={async () => void calls++} onSignedIn={() => {}} />, root));
	await act(async () => {
		submit(root);
	});
	assert.is(calls, 0);
	assert.is(root.querySelectorAll('.auth-error').length, 2);
	render(null, root);
});

Login('a refused sign-in shows the server message and keeps the typed values', async () => {
	const root = mount();
	act(() =>
		render(
			<LoginForm signIn={() => Promise.reject(new Error('Wrong user name or password'))} onSignedIn={() => {}} />,
			root,
		),
	);
	act(() => {
		type(root, 'login-user', 'demo');
		type(root, 'login-password', 'bad');
	});
	await act(async () => {
		submit(root);
		await flushPromises();
	});
	assert.match(root.querySelector('[role=alert]')?.textContent ?? '', 'Wrong user name or password');
	assert.is(root.querySelector<HTMLInputElement>('#login-user')?.value, 'demo');
	assert.is(root.querySelector<HTMLInputElement>('#login-password')?.value, 'bad');
	render(null, root);
});

Login('a second submit while the first is out is ignored, and the button shows progress', async () => {
	const root = mount();
	let calls = 0;
	let finish!: () => void;
	let done = 0;
	const signIn = () => {
		calls++;
		return new Promise<void>((resolve) => (finish = resolve));
	};
	act(() => render(<LoginForm signIn={signIn} onSignedIn={() => void done++} />, root));
	act(() => {
		type(root, 'login-user', 'demo');
		type(root, 'login-password', 'demo-pass-2025');
	});
	await act(async () => {
		submit(root);
		submit(root);
	});
	assert.is(calls, 1, 'double submit reached the server');
	const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
	assert.is(button.getAttribute('aria-busy'), 'true', 'the button shows it is busy');
	assert.not.ok(button.disabled, 'busy, not disabled: focus stays on it');
	await act(async () => {
		finish();
		await flushPromises();
	});
	assert.is(done, 1);
	render(null, root);
});

Login('while the name is being guessed at, the form offers a code to the phone and signs in with it', async () => {
	const root = mount();
	const sent: unknown[] = [];
	const signIn = async (_name: string, _password: string, code?: unknown) => {
		sent.push(code);
		if (!code)
			throw new ApiError(REJECTED, 'Someone has been trying wrong passwords', 429, 429, null, 'signin_needs_code');
	};
	const sendSignInCode = async () => ({ verification_id: 'v-1', timestamp: 5 });
	let done = 0;
	act(() => render(<LoginForm signIn={signIn} sendSignInCode={sendSignInCode} onSignedIn={() => void done++} />, root));
	assert.not.ok(root.querySelector('.auth-code'), 'a code was offered before the server asked for one');
	act(() => {
		type(root, 'login-user', 'demo');
		type(root, 'login-password', 'demo-pass-2025');
	});
	await act(async () => {
		submit(root);
		await flushPromises();
	});
	assert.match(root.querySelector('[role=alert]')?.textContent ?? '', 'Someone has been trying');
	await act(async () => {
		root.querySelector<HTMLButtonElement>('.auth-code')!.click();
		await flushPromises();
	});
	assert.ok(root.querySelector('#login-code'), 'no field for the code');
	act(() => type(root, 'login-code', '123456'));
	await act(async () => {
		submit(root);
		await flushPromises();
	});
	assert.equal(sent, [undefined, { verification_id: 'v-1', timestamp: 5, code: '123456' }]);
	assert.is(done, 1, 'the player was not taken on after signing in');
	render(null, root);
});

Login.run();

// ---
const Register = suite('sign-up form');

Register('prefills the invite code and sends the code ticket with the form', async () => {
	const root = mount();
	const sent: unknown[] = [];
	act(() =>
		render(
			<RegisterForm
				inviteCode="FRIEND42"
				sendCode={async () => ({ verification_id: 'v-1', timestamp: 99 })}
				register={async (form) => void sent.push(form)}
				onRegistered={() => {}}
			/>,
			root,
		),
	);
	assert.is(root.querySelector<HTMLInputElement>('#reg-invite')?.value, 'FRIEND42');
	act(() => {
		type(root, 'reg-user', 'neo_1');
		type(root, 'reg-password', 'long-password');
		type(root, 'reg-confirm', 'long-password');
		type(root, 'reg-phone', '+85291234567');
	});
	await act(async () => {
		root.querySelector<HTMLButtonElement>('.auth-input-row .btn')?.click();
		await flushPromises();
	});
	const resend = root.querySelector<HTMLButtonElement>('.auth-input-row .btn')!;
	assert.match(resend.textContent ?? '', '60', 'countdown not shown');
	assert.is(document.activeElement?.id, 'reg-code', 'focus moved on to the code the player now waits for');
	assert.is(resend.getAttribute('aria-disabled'), 'true', 'marked unavailable while counting down…');
	assert.not.ok(resend.disabled, '…but not disabled, which would drop a focus resting on it to the page');
	act(() => type(root, 'reg-code', '123456'));
	await act(async () => {
		submit(root);
		await flushPromises();
	});
	assert.equal(sent, [
		{
			user_name: 'neo_1',
			password: 'long-password',
			phone: '+85291234567',
			code: '123456',
			invite_code: 'FRIEND42',
			verification_id: 'v-1',
			timestamp: 99,
		},
	]);
	render(null, root);
});

Register('submitting before a code was sent asks for the code first', async () => {
	const root = mount();
	let calls = 0;
	act(() =>
		render(
			<RegisterForm
				sendCode={async () => ({ verification_id: 'v', timestamp: 1 })}
				register={async () => void calls++}
				onRegistered={() => {}}
			/>,
			root,
		),
	);
	await act(async () => {
		submit(root);
	});
	assert.is(calls, 0);
	assert.ok(root.querySelector('#reg-code-error'), 'no message on the code field');
	render(null, root);
});

Register.run();
