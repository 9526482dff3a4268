import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lazy } from '../../../shared/lib/lazy.ts';
import type { PageProps } from '../../../src/components/page-props.ts';
import { AsyncPage, type LazyPage } from '../../../src/router/async-page.tsx';
import { mount, window } from '../../setup/dom.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

const test = suite('async page');

function fakePage(load: () => Promise<unknown>): LazyPage {
	const Page = ({ options }: PageProps) => <p id="page">{options.id}</p>;
	return lazy(() => load().then(() => Page));
}

test('renders nothing, then the loading indicator at 200 ms, then the page with its options', async () => {
	const root = mount();
	const clock = fakeClock();
	let finish!: () => void;
	const page = fakePage(() => new Promise<void>((done) => (finish = done)));
	act(() => render(<AsyncPage page={page} options={{ id: '7' }} clock={clock} />, root));
	assert.is(root.innerHTML, '', 'nothing visible before 200 ms');
	act(() => clock.tick(200));
	assert.ok(root.querySelector('[role=status]'), 'loading indicator expected at 200 ms');
	await act(async () => {
		finish();
		await flushPromises();
	});
	assert.is(root.querySelector('#page')?.textContent, '7', 'page must render with the query as options');
	render(null, root);
});

test('a failed load shows a view that reloads on click, announced', async () => {
	const root = mount();
	let reloads = 0;
	const page = fakePage(() => Promise.reject(new Error('chunk failed')));
	act(() => render(<AsyncPage page={page} options={{}} clock={fakeClock()} reload={() => reloads++} />, root));
	await act(flushPromises);
	const button = root.querySelector('button');
	assert.ok(button, 'error view expected after a failed chunk');
	assert.is(button!.closest('[role=alert]')?.parentElement, root, 'the failure is an alert, so it is announced');
	act(() => {
		button!.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});
	assert.is(reloads, 1, 'clicking the error view must reload');
	render(null, root);
});

test('a page already loaded renders on the first frame', async () => {
	const page = fakePage(() => Promise.resolve());
	const first = mount();
	act(() => render(<AsyncPage page={page} options={{ id: 'a' }} clock={fakeClock()} />, first));
	await act(flushPromises);
	const again = mount();
	act(() => render(<AsyncPage page={page} options={{ id: 'b' }} clock={fakeClock()} />, again));
	assert.is(again.querySelector('#page')?.textContent, 'b', 'a cached page must not blank for a frame');
	render(null, again);
});

test('a page another view loaded between this render and its effect still shows', async () => {
	let finish!: () => void;
	const page = fakePage(() => new Promise<void>((done) => (finish = done)));
	const first = mount();
	act(() => render(<AsyncPage page={page} options={{ id: 'a' }} clock={fakeClock()} />, first));
	const second = mount();
	await act(async () => {
		render(<AsyncPage page={page} options={{ id: 'b' }} clock={fakeClock()} />, second);
		// effects wait for the end of act: the first view's load completes before the second's effect runs
		finish();
		await flushPromises();
	});
	await act(flushPromises);
	assert.is(second.querySelector('#page')?.textContent, 'b', 'the second view must not stay blank');
	render(null, first);
	render(null, second);
});

test.run();
