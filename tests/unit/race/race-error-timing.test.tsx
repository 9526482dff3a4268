import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import '../live/no-css.ts';

// imported after the .css hook is in place:
const { default: DetailPage } = await import('../../../src/pages/detail/detail.tsx');

/** The race card's answers, released by the test; every other call is answered with an empty list. */
const pending: { race: string; answer(ok: boolean): void }[] = [];
const reply = (status: number, data: unknown) =>
	new Response(JSON.stringify({ status, message: status === 200 ? 'ok' : 'gone', data }), {
		status,
		headers: { 'content-type': 'application/json' },
	});
globalThis.fetch = ((input: RequestInfo | URL) => {
	const url = new URL(String(input), 'http://127.0.0.1');
	if (!url.pathname.endsWith('/events/race')) return Promise.resolve(reply(200, { list: [] }));
	const race = url.searchParams.get('race_id') ?? '';
	return new Promise((done) =>
		pending.push({
			race,
			answer: (ok) =>
				done(
					ok
						? reply(200, {
								race_id: Number(race),
								raceNo: 1,
								meetings: 'Flemington',
								start_time: '2025-09-13T10:00:00Z',
								status: 'closed',
								runners: [],
							})
						: reply(404, null),
				),
		}),
	);
}) as typeof fetch;

/** Every alert that was put on the page, however briefly (a live region there for a few ms is still announced). */
function watchAlerts(root: HTMLElement) {
	const seen: string[] = [];
	const note = (el: Element) => {
		for (const alert of [el, ...el.querySelectorAll('*')]) {
			if (alert.getAttribute('role') === 'alert') seen.push(alert.textContent ?? '');
		}
	};
	const observer = new window.MutationObserver((records) => {
		for (const r of records) for (const node of r.addedNodes) if (node.nodeType === 1) note(node as unknown as Element);
	});
	observer.observe(root as never, { childList: true, subtree: true });
	return { seen, record: () => note(root), stop: () => observer.disconnect() };
}

const settle = () => act(flushPromises);

// ---
const Timing = suite('race page: the error region exists only once a load has failed');

Timing('opening a race shows loading, never "could not be loaded", until the card arrives', async () => {
	const root = mount();
	const alerts = watchAlerts(root);
	act(() => render(<DetailPage options={{ race_id: '7' }} />, root));
	alerts.record();
	await settle();
	assert.equal(alerts.seen, [], 'no alert on the first render');
	assert.ok(root.querySelector('[role=status]'), 'the loading indicator shows instead');
	await settle();
	pending.shift()?.answer(true);
	await settle();
	await settle();
	assert.ok(root.querySelector('.race-head'), 'the card is shown');
	assert.equal(alerts.seen, [], 'no alert at any point');
	alerts.stop();
	render(null, root);
});

Timing(
	'a failed load shows the error for that race; its retry loads without it; another race starts clean',
	async () => {
		const root = mount();
		act(() => render(<DetailPage options={{ race_id: '8' }} />, root));
		await settle();
		pending.shift()?.answer(false);
		await settle();
		await settle();
		assert.match(root.querySelector('[role=alert]')?.textContent ?? '', 'could not be loaded');
		act(() => root.querySelector<HTMLButtonElement>('[role=alert] button')?.click());
		assert.is(root.querySelector('[role=alert]'), null, 'the retry is loading, not failing');
		await settle();
		pending.shift()?.answer(false);
		await settle();
		await settle();
		assert.ok(root.querySelector('[role=alert]'), 'failed again');
		const alerts = watchAlerts(root);
		act(() => render(<DetailPage options={{ race_id: '9' }} />, root));
		alerts.record();
		assert.equal(alerts.seen, [], "race 8's error is not shown for race 9");
		alerts.stop();
		render(null, root);
	},
);

Timing.run();
