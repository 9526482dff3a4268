import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ToastHost } from '../../../src/components/toast.tsx';
import { mount } from '../../setup/dom.ts';
import { submitForm as submit, typeInto as type } from '../../setup/form-events.ts';
import '../live/no-css.ts';

// imported after the .css hook is in place:
const { default: LoginPage } = await import('../../../src/pages/login/login.tsx');

// ---
const Once = suite('login page: one announcement per event');

Once('a wrong password is announced once, by the form, not by a toast as well', async () => {
	const root = mount();
	const real = globalThis.fetch;
	globalThis.fetch = (async () =>
		new Response(JSON.stringify({ status: 400, message: 'Wrong user name or password', data: null }), {
			status: 400,
			headers: { 'content-type': 'application/json' },
		})) as typeof fetch;
	act(() =>
		render(
			<>
				<LoginPage options={{}} />
				<ToastHost />
			</>,
			root,
		),
	);
	act(() => {
		type(root, 'login-user', 'demo');
		type(root, 'login-password', 'bad');
	});
	await act(async () => {
		submit(root);
	});
	// the device id is worked out before the call: real time, not a number of turns
	for (let i = 0; i < 200 && !root.querySelector('[role=alert]'); i++) {
		await act(() => new Promise((done) => setTimeout(done, 10)));
	}
	globalThis.fetch = real;
	const said = [...root.querySelectorAll('[role=alert], [role=status], [aria-live]')]
		.map((el) => el.textContent?.trim())
		.filter(Boolean);
	assert.equal(said, ['Wrong user name or password'], 'exactly one region says it');
	render(null, root);
});

Once.run();
