import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Lazy, lazy } from '../../../shared/lib/lazy.ts';
import { useLazy } from '../../../src/components/use-lazy.ts';
import { mount, window } from '../../setup/dom.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';

type Part = () => preact.JSX.Element;
const part =
	(text: string): Part =>
	() => <p id="value">{text}</p>;
const clock = fakeClock();

/** A fetch the test answers by hand, counting how often it was asked for. */
function manual() {
	let answer!: (value: Part) => void;
	let refuse!: (error: Error) => void;
	const calls = { count: 0 };
	const fetch = () => {
		calls.count++;
		return new Promise<Part>((done, fail) => {
			answer = done;
			refuse = fail;
		});
	};
	return { fetch, calls, answer: (text: string) => answer(part(text)), refuse: (e: Error) => refuse(e) };
}

function Shows({ source, wanted = true }: { source: Lazy<Part>; wanted?: boolean }) {
	const { value: Value, phase, retry } = useLazy(source, wanted, clock);
	if (Value) return <Value />;
	return phase === 'error' ? (
		<button type="button" onClick={retry}>
			retry
		</button>
	) : (
		<p id="waiting" />
	);
}

// ---
const test = suite('a component that arrives as its own chunk');

test('the chunk landing between the render and its effect (a preload elsewhere) still shows it', async () => {
	const net = manual();
	const source = lazy(net.fetch);
	const preload = source.preload();
	const root = mount();
	await act(async () => {
		render(<Shows source={source} />, root);
		// effects wait for the end of act: the preload finishes first, as a preload on another page can
		net.answer('form');
		await preload;
	});
	await act(flushPromises);
	assert.is(root.querySelector('#value')?.textContent, 'form', 'the placeholder must give way to the chunk');
	assert.is(net.calls.count, 1, 'one fetch for every caller');
	render(null, root);
});

test('a chunk already in renders on the first frame, without a fetch', async () => {
	const net = manual();
	const source = lazy(net.fetch);
	const loading = source.preload();
	net.answer('form');
	await loading;
	const root = mount();
	act(() => render(<Shows source={source} />, root));
	assert.is(root.querySelector('#value')?.textContent, 'form');
	assert.is(net.calls.count, 1);
	render(null, root);
});

test('nothing is fetched while it is not wanted', async () => {
	const net = manual();
	const source = lazy(net.fetch);
	const root = mount();
	act(() => render(<Shows source={source} wanted={false} />, root));
	await act(flushPromises);
	assert.is(net.calls.count, 0);
	act(() => render(<Shows source={source} wanted />, root));
	assert.is(net.calls.count, 1, 'asked for once it is wanted');
	render(null, root);
});

test('a failed fetch offers a retry, which fetches again and shows the chunk', async () => {
	const net = manual();
	const source = lazy(net.fetch);
	const root = mount();
	act(() => render(<Shows source={source} />, root));
	await act(async () => {
		net.refuse(new Error('offline'));
		await flushPromises();
	});
	const button = root.querySelector('button');
	assert.ok(button, 'a retry is offered after a failure');
	act(() => {
		button?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});
	assert.is(net.calls.count, 2, 'the retry fetches again: the failure was not kept');
	assert.is(root.querySelector('button'), null, 'the retry button gives way while the chunk is asked for again');
	await act(async () => {
		net.answer('form');
		await flushPromises();
	});
	assert.is(root.querySelector('#value')?.textContent, 'form');
	render(null, root);
});

test('an answer arriving after the component left is dropped, and the chunk keeps it for the next one', async () => {
	const net = manual();
	const source = lazy(net.fetch);
	const root = mount();
	act(() => render(<Shows source={source} />, root));
	act(() => render(null, root));
	net.answer('form');
	await flushPromises();
	assert.ok(source.loaded, 'the chunk keeps what arrived');
	act(() => render(<Shows source={source} />, root));
	assert.is(root.querySelector('#value')?.textContent, 'form');
	render(null, root);
});

test('preload shares one fetch and forgets a failure', async () => {
	const net = manual();
	const source = lazy(net.fetch);
	const first = source.preload();
	assert.is(source.preload(), first, 'a second caller joins the fetch in flight');
	net.refuse(new Error('offline'));
	await first.catch(() => {});
	assert.is(source.loaded, undefined);
	const second = source.preload();
	assert.is(net.calls.count, 2, 'the failure was forgotten');
	net.answer('form');
	await second;
	await source.preload();
	assert.is(net.calls.count, 2, 'what arrived is kept');
});

test.run();
