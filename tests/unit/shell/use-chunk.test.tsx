import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chunk, useChunk } from '../../../src/components/use-chunk.ts';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

const test = suite('a component that arrives as its own chunk');

/** A fetch the test answers by hand, counting how often it was asked for. */
function manual() {
	let answer!: (value: string) => void;
	let refuse!: (error: Error) => void;
	const calls = { count: 0 };
	const fetch = () => {
		calls.count++;
		return new Promise<string>((done, fail) => {
			answer = done;
			refuse = fail;
		});
	};
	return { fetch, calls, answer: (v: string) => answer(v), refuse: (e: Error) => refuse(e) };
}

function Shows({ source, wanted = true }: { source: ReturnType<typeof chunk<string>>; wanted?: boolean }) {
	const { value, failed, retry } = useChunk(source, wanted);
	if (value) return <p id="value">{value}</p>;
	return failed ? (
		<button type="button" onClick={retry}>
			retry
		</button>
	) : (
		<p id="waiting" />
	);
}

test('the chunk landing between the render and its effect (a preload elsewhere) still shows it', async () => {
	const net = manual();
	const source = chunk(net.fetch);
	const preload = source.load();
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
	const source = chunk(net.fetch);
	const loading = source.load();
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
	const source = chunk(net.fetch);
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
	const source = chunk(net.fetch);
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
	await act(async () => {
		net.answer('form');
		await flushPromises();
	});
	assert.is(root.querySelector('#value')?.textContent, 'form');
	render(null, root);
});

test('an answer arriving after the component left is dropped, and the chunk keeps it for the next one', async () => {
	const net = manual();
	const source = chunk(net.fetch);
	const root = mount();
	act(() => render(<Shows source={source} />, root));
	act(() => render(null, root));
	net.answer('form');
	await flushPromises();
	assert.is(source.value, 'form');
	act(() => render(<Shows source={source} />, root));
	assert.is(root.querySelector('#value')?.textContent, 'form');
	render(null, root);
});

test.run();
