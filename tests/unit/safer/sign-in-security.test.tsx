import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import '../live/no-css.ts';
import { ok, setup } from './setup.ts';

const { FailedSignIns } = await import('../../../src/components/safer/failed-sign-ins.tsx');
const { DevicesList } = await import('../../../src/components/safer/devices-list.tsx');

const settle = async () => {
	for (let i = 0; i < 6; i++) await flushPromises();
};

const devicePage = suite('the devices list, grouped by the server');

const device = (n: number) => ({
	session_id: `s-${n}`,
	device_id: `d-${n}`,
	browser: 'Chrome',
	os: 'Android',
	created_at: '2025-09-13T08:00:00.000Z',
	last_seen_at: '2025-09-13T08:00:00.000Z',
	current: n === 0,
});

devicePage('the list asks for a page of the largest size and shows one row per device', async () => {
	const s = setup({
		'GET /safer/devices': () => ok({ list: Array.from({ length: 13 }, (_, i) => device(i)), total: 13 }),
	});
	const root = mount();
	act(() => render(<DevicesList model={s.model} />, root));
	await act(settle);
	assert.is(root.querySelectorAll('.sf-device').length, 13);
	const asked = new URL(s.calls('GET', '/safer/devices')[0]!.url, 'http://x');
	assert.is(asked.searchParams.get('size'), '100', 'the list asked for the default page of 20');
	render(null, root);
});

devicePage.run();

// ---

const failed = suite('recent failed sign-ins on the devices page');

const failedModel = (list: unknown[]) => setup({ 'GET /safer/failed-sign-ins': () => ok({ list }) }).model;

failed('each wrong password on the name shows when, from where and on what, with what to do', async () => {
	const model = failedModel([
		{ at: '2025-09-13T08:00:00.000Z', address: '203.0.113.9', browser: 'Firefox', os: 'Windows' },
		{ at: '2025-09-12T08:00:00.000Z', address: '198.51.100.4', browser: null, os: null },
	]);
	const root = mount();
	act(() => render(<FailedSignIns model={model} />, root));
	await act(settle);
	const rows = [...root.querySelectorAll('.sf-device')].map((r) => r.textContent ?? '');
	assert.is(rows.length, 2);
	assert.match(rows[0]!, 'Firefox on Windows');
	assert.match(rows[0]!, '203.0.113.9');
	assert.match(rows[1]!, 'Unknown browser');
	assert.match(root.textContent ?? '', 'Change your password');
	render(null, root);
});

failed('with no failed sign-ins the section is not shown', async () => {
	const root = mount();
	act(() => render(<FailedSignIns model={failedModel([])} />, root));
	await act(settle);
	assert.is(root.innerHTML, '');
	render(null, root);
});

failed.run();
