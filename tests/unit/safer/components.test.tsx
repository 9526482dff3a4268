import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import '../live/no-css.ts';
import { ok, refusal, settings, setup } from './setup.ts';

// imported after the .css hook is in place:
const { ActivitySummary } = await import('../../../src/components/safer/activity-summary.tsx');
const { SaferView } = await import('../../../src/pages/safer/safer.tsx');

const settle = async () => {
	for (let i = 0; i < 6; i++) await flushPromises();
};
const pending = { amount: 500, effective_at: '2025-09-20T08:00:00.000Z' };
const withLimit = settings({
	limits: {
		...settings().limits,
		deposit: { ...settings().limits.deposit, day: { amount: 100, used: 60, pending } },
	},
});

function page(routes: Parameters<typeof setup>[0]) {
	const s = setup({ 'GET /safer/devices': () => ok({ list: [] }), ...routes });
	const root = mount();
	const asked: string[] = [];
	act(() =>
		render(
			<SaferView
				model={s.model}
				confirm={async (r) => {
					asked.push(r.content);
					return true;
				}}
			/>,
			root,
		),
	);
	return { ...s, root, asked };
}

async function type(input: HTMLInputElement, text: string) {
	await act(() => {
		input.value = text;
		input.dispatchEvent(new Event('input', { bubbles: true }));
	});
}

const view = suite('safer page');

view('shows each limit, what it has used, and a waiting raise with the date it applies', async () => {
	const p = page({ 'GET /safer/settings': () => ok(withLimit) });
	assert.ok(p.root.querySelector('[role="status"]'), 'loading first');
	await act(settle);
	const text = p.root.textContent ?? '';
	assert.match(text, '$100.00');
	assert.match(text, '$60.00 used');
	assert.match(text, /Changes to \$500\.00, applies on 2025-09-2\d \d\d:\d\d/);
	assert.ok(p.root.querySelector('label[for="sf-deposit-day"]'), 'the limit box has a label');
	render(null, p.root);
});

view('a failed load offers a retry that loads again', async () => {
	const p = page({ 'GET /safer/settings': (_c, n) => (n ? ok(withLimit) : refusal(500, 'Internal server error')) });
	await act(settle);
	const retry = p.root.querySelector<HTMLButtonElement>('[role="alert"] button')!;
	assert.ok(retry, 'retry shown');
	await act(async () => {
		retry.click();
		await settle();
	});
	assert.match(p.root.textContent ?? '', '$100.00');
	render(null, p.root);
});

view('a refused limit keeps what was typed; an accepted one clears the box', async () => {
	const p = page({
		'GET /safer/settings': () => ok(withLimit),
		'POST /safer/limits': (_c, n) => (n ? ok(withLimit) : refusal(400, 'amount must be at most 10000000')),
	});
	await act(settle);
	const input = p.root.querySelector<HTMLInputElement>('#sf-deposit-day')!;
	await type(input, '80');
	const submit = async () =>
		act(async () => {
			input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
			await settle();
		});
	await submit();
	assert.is(input.value, '80', 'kept after a refusal');
	assert.equal(p.state.toasts, ['amount must be at most 10000000']);
	await submit();
	assert.is(input.value, '', 'cleared once saved');
	render(null, p.root);
});

view('self-exclusion warns, needs the typed word, and asks once more before sending', async () => {
	const p = page({
		'GET /safer/settings': () => ok(settings()),
		'POST /safer/exclude': () => ok(settings({ self_excluded_until: 'permanent' })),
	});
	await act(settle);
	assert.match(p.root.textContent ?? '', 'it cannot be undone or shortened');
	const form = p.root.querySelector<HTMLFormElement>('.sf-exclude')!;
	await act(() => {
		const select = form.querySelector<HTMLSelectElement>('#sf-period')!;
		select.value = 'permanent';
		select.dispatchEvent(new Event('change', { bubbles: true }));
	});
	await type(form.querySelector<HTMLInputElement>('#sf-confirm')!, 'EXCLUDE');
	await act(async () => {
		form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		await settle();
	});
	assert.equal(p.asked, ['Exclude yourself (Permanently)? This cannot be undone.']);
	assert.equal(p.calls('POST', '/safer/exclude')[0]!.body, { period: 'permanent', confirm: 'EXCLUDE' });
	render(null, p.root);
});

view('each Sign out names its device; signing one out keeps focus in the list, not on the page', async () => {
	const seen = '2025-09-13T08:00:00.000Z';
	const device = (id: string, browser: string, os: string, current = false) => ({
		session_id: `s-${id}`,
		device_id: `${id}-0123456789abcdef`,
		browser,
		os,
		created_at: seen,
		last_seen_at: seen,
		current,
	});
	const p = page({
		'GET /safer/settings': () => ok(settings()),
		'GET /safer/devices': () =>
			ok({ list: [device('phone', 'Chrome', 'Android', true), device('tablet', 'Safari', 'iPadOS')] }),
		'POST /safer/devices/revoke': () => ok(null),
	});
	await act(settle);
	const buttons = () => [...p.root.querySelectorAll<HTMLButtonElement>('.sf-device button')];
	assert.equal(
		buttons().map((b) => b.getAttribute('aria-label')),
		['Sign out Chrome on Android', 'Sign out Safari on iPadOS'],
	);
	const other = buttons()[1]!;
	other.focus();
	await act(async () => {
		other.click();
		await settle();
	});
	assert.equal(p.calls('POST', '/safer/devices/revoke')[0]!.body, { session_id: 's-tablet' });
	assert.is(buttons().length, 1, 'the signed-out device left the list');
	assert.is(document.activeElement?.id, 'sf-devices', 'focus went to the list heading');
	render(null, p.root);
});

view.run();

// ---

const activity = suite('activity summary');

activity('lists each month with deposits, withdrawals, stakes and returns', async () => {
	const s = setup({
		'GET /safer/activity': () =>
			ok({ list: [{ month: '2025-09', deposits: 300, withdrawals: 40, stakes: 12, returns: 0 }] }),
	});
	const root = mount();
	act(() => render(<ActivitySummary model={s.model} />, root));
	await act(settle);
	const text = root.textContent ?? '';
	assert.match(text, '2025-09');
	assert.match(text, '$300.00');
	assert.match(text, '$40.00');
	assert.match(text, '$12.00');
	render(null, root);
});

activity.run();
