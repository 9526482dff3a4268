import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DanmuPost } from '../../../src/components/live/danmu-post.tsx';
import { CONTROLS_HIDE_MS } from '../../../src/components/live/use-auto-hide.ts';
import { createLive } from '../../../src/state/live/live-model.ts';
import { mount, window } from '../../setup/dom.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';
import { fakeHttp, fakeSources, item, STREAM } from './fakes.ts';
import './no-css.ts';

// imported after the .css hook is in place:
const { LiveStream } = await import('../../../src/components/live/live-stream.tsx');

const click = (el: Element | null | undefined) =>
	act(() => {
		el?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
	});

async function open(table: Record<string, unknown> = {}) {
	const clock = fakeClock();
	const sources = fakeSources();
	const net = fakeHttp({ 'GET /live/stream': STREAM, 'GET /live/danmu': { list: [] }, ...table });
	const model = createLive({ http: net.http, clock, connect: sources.connect });
	const root = mount();
	let closed = 0;
	// the network coming back, driven by the test:
	const comeBack = new Set<() => void>();
	const onReconnect = (run: () => void) => {
		comeBack.add(run);
		return () => void comeBack.delete(run);
	};
	act(() =>
		render(
			<LiveStream raceId={7} onClose={() => closed++} model={model} clock={clock} onReconnect={onReconnect} />,
			root,
		),
	);
	await act(flushPromises);
	await act(flushPromises);
	const reconnect = async () => {
		for (const run of [...comeBack]) act(run);
		await act(flushPromises);
		await act(flushPromises);
	};
	return { root, clock, sources, model, net, closed: () => closed, reconnect, listeners: () => comeBack.size };
}

const controlsShown = (root: HTMLElement) => !!root.querySelector('.live-controls-shown');

// ---
const view = suite('live stream view');

view('plays the stream muted and inline with its poster', async () => {
	const { root } = await open();
	const video = root.querySelector('video')!;
	assert.ok(video, 'no video element');
	assert.is(video.getAttribute('src'), STREAM.video_url);
	assert.is(video.getAttribute('poster'), STREAM.poster);
	assert.ok(video.muted, 'autoplay needs the video muted');
	assert.ok(video.hasAttribute('playsinline'), 'iPhones would open their own player');
	assert.ok(video.autoplay);
	render(null, root);
});

view('controls hide after 3 s without interaction and come back on a tap', async () => {
	const { root, clock } = await open();
	assert.ok(controlsShown(root), 'controls hidden at start');
	act(() => clock.tick(CONTROLS_HIDE_MS - 1));
	assert.ok(controlsShown(root), 'hidden before 3 s');
	act(() => clock.tick(1));
	assert.not.ok(controlsShown(root), 'still shown after 3 s');
	click(root.querySelector('.live-tap'));
	assert.ok(controlsShown(root), 'a tap did not bring them back');
	act(() => clock.tick(2000));
	click(root.querySelector('[aria-label="Mute"], [aria-label="Unmute"]'));
	act(() => clock.tick(2000));
	assert.ok(controlsShown(root), 'using a control must restart the 3 s');
	act(() => clock.tick(1000));
	assert.not.ok(controlsShown(root));
	assert.is(CONTROLS_HIDE_MS, 3000);
	render(null, root);
});

view('the close control closes the view and the event stream', async () => {
	const { root, closed, sources } = await open();
	click(root.querySelector('[aria-label="Close live video"]'));
	assert.is(closed(), 1);
	act(() => render(null, root));
	assert.ok(sources.last().closed, 'unmount left the event stream open');
});

view('a danmu is shown as text, never as HTML', async () => {
	const { root, sources } = await open();
	act(() => sources.last().danmu(item(1, '<img src=x onerror=alert(1)>', '#FF5A5F')));
	const shown = root.querySelector('.danmu');
	assert.is(shown?.textContent, '<img src=x onerror=alert(1)>');
	assert.is(root.querySelector('.danmu-layer img'), null, 'the text was parsed as HTML');
	assert.match(shown?.getAttribute('style') ?? '', /color/);
	render(null, root);
});

view('an item from the event stream flies for 4 s and is gone', async () => {
	const { root, sources, clock } = await open({ 'GET /live/danmu': { list: [item(1, 'earlier')] } });
	assert.is(root.querySelectorAll('.danmu').length, 1, 'recent items not shown on open');
	act(() => sources.last().danmu(item(2, 'new one')));
	const texts = [...root.querySelectorAll('.danmu')].map((e) => e.textContent);
	assert.equal(texts, ['earlier', 'new one']);
	act(() => clock.tick(4000));
	assert.is(root.querySelectorAll('.danmu').length, 0);
	render(null, root);
});

view('a stream that fails to load offers a retry', async () => {
	let fail = true;
	const { root } = await open({ 'GET /live/stream': () => (fail ? new Error('Network connection error') : STREAM) });
	assert.match(root.querySelector('[role=alert]')?.textContent ?? '', 'Network connection error');
	fail = false;
	click(root.querySelector('[role=alert] button'));
	await act(flushPromises);
	assert.ok(root.querySelector('video'), 'retry did not load the stream');
	render(null, root);
});

view('a stream that failed offline loads by itself once the network is back', async () => {
	let fail = true;
	const { root, reconnect, listeners } = await open({
		'GET /live/stream': () => (fail ? new Error('Network connection error') : STREAM),
	});
	assert.ok(root.querySelector('[role=alert]'), 'no error shown');
	fail = false;
	await reconnect();
	assert.ok(root.querySelector('video'), 'still on the error after the network came back');
	assert.is(root.querySelector('[role=alert]'), null);
	act(() => render(null, root));
	assert.is(listeners(), 0, 'the closed view still listens for the network');
});

view('the clip loops, so it never stops on its last frame', async () => {
	const { root } = await open();
	assert.ok(root.querySelector('video')!.loop, 'the video does not loop');
	render(null, root);
});

view('a video the network dropped says so and starts again when the network is back', async () => {
	const { root, reconnect } = await open();
	const video = root.querySelector('video')!;
	let loads = 0;
	video.load = () => void loads++;
	act(() => {
		video.dispatchEvent(new window.Event('error') as unknown as Event);
	});
	assert.match(root.querySelector('.live-broken[role=alert]')?.textContent ?? '', 'lost its connection');
	Object.defineProperty(video, 'error', { value: { code: 2 }, configurable: true });
	await reconnect();
	assert.is(loads, 1, 'the video was not loaded again');
	assert.is(root.querySelector('.live-broken'), null, 'the message stayed after the restart');
	render(null, root);
});

view.run();

// ---
const box = suite('danmu post box');

box('a refused post keeps the typed text and shows the server message', async () => {
	const clock = fakeClock();
	const net = fakeHttp({
		'GET /live/stream': STREAM,
		'GET /live/danmu': { list: [] },
		'POST /live/danmu': new Error('Too fast'),
	});
	const model = createLive({ http: net.http, clock, connect: fakeSources().connect });
	await model.open('7');
	const toasts: string[] = [];
	const root = mount();
	act(() => render(<DanmuPost model={model} toast={(text) => toasts.push(text)} />, root));
	const input = root.querySelector<HTMLInputElement>('#danmu-text')!;
	assert.ok(root.querySelector('label[for="danmu-text"]'), 'the text box has no label');
	assert.is(input.maxLength, 60);
	act(() => {
		input.value = 'come on number 4';
		input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event);
	});
	await act(async () => {
		root
			.querySelector('form')!
			.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event);
		await flushPromises();
	});
	assert.equal(toasts, ['Too fast']);
	assert.is(input.value, 'come on number 4', 'the typed text was lost');
	render(null, root);
});

box('the send button shows progress and cannot send twice', async () => {
	const clock = fakeClock();
	let finish!: (v: unknown) => void;
	let posts = 0;
	const net = fakeHttp({
		'GET /live/stream': STREAM,
		'GET /live/danmu': { list: [] },
		'POST /live/danmu': () => {
			posts++;
			return new Promise((resolve) => (finish = resolve));
		},
	});
	const model = createLive({ http: net.http, clock, connect: fakeSources().connect });
	await model.open('7');
	const root = mount();
	act(() => render(<DanmuPost model={model} />, root));
	act(() => model.setDraft('twice?'));
	const submit = () =>
		root
			.querySelector('form')!
			.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event);
	await act(async () => {
		submit();
		submit();
		await flushPromises();
	});
	assert.is(posts, 1, 'a second send went out');
	const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
	assert.ok(button.disabled, 'button not disabled while sending');
	assert.is(button.getAttribute('aria-busy'), 'true');
	await act(async () => {
		finish(item(9, 'twice?'));
		await flushPromises();
	});
	assert.is(root.querySelector<HTMLInputElement>('#danmu-text')!.value, '');
	// the button is disabled now (nothing to send): focus that dropped from it is back in the box
	assert.is(document.activeElement?.id, 'danmu-text');
	render(null, root);
});

box('colour swatches are labelled radio buttons', async () => {
	const model = createLive({ http: fakeHttp({}).http, clock: fakeClock(), connect: fakeSources().connect });
	const root = mount();
	act(() => render(<DanmuPost model={model} />, root));
	const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
	assert.is(radios.length, 5);
	for (const r of radios) assert.ok(r.closest('label')?.textContent, 'a swatch has no name');
	act(() => {
		radios[1]!.dispatchEvent(new window.Event('change', { bubbles: true }) as unknown as Event);
	});
	assert.is(model.color.value, '#FFD400');
	render(null, root);
});

box.run();
