import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
	createFirstContent,
	FIRST_CONTENT_LIMIT_MS,
	FIRST_PAINT_LIMIT_MS,
	trackedFetch,
} from '../../../src/lib/first-content.ts';
import { flush } from '../api/fakes.ts';

/** A host whose timers, frames and idle callbacks wait in lists until the test runs them. */
function fakeHost() {
	const timers: { fn: () => void; ms: number }[] = [];
	const frames: (() => void)[] = [];
	const idles: (() => void)[] = [];
	const host = {
		setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
		requestAnimationFrame: (fn: () => void) => frames.push(fn),
		requestIdleCallback: (fn: () => void) => idles.push(fn),
	};
	/** Runs the timers set for exactly `ms`, each as its own task; timers they set wait for the next call. */
	const runTimers = (ms: number) => {
		const due = timers.filter((t) => t.ms === ms);
		timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
		for (const timer of due) timer.fn();
	};
	const run = (list: (() => void)[]) => {
		for (const fn of list.splice(0)) fn();
	};
	return { host, timers, frames, idles, runTimers, runFrames: () => run(frames), runIdle: () => run(idles) };
}

/** Drives a first content through the tasks, frames and idle time that follow the page settling. */
function setup() {
	const fake = fakeHost();
	const first = createFirstContent(fake.host);
	let settled = 0;
	void first.settled().then(() => settled++);
	const afterTask = async () => {
		await flush();
		fake.runTimers(0);
		await flush();
	};
	const paintAndIdle = async () => {
		fake.runFrames();
		fake.runFrames();
		fake.runIdle();
		await flush();
	};
	// the two frames `painted` waits for after the page rendered:
	const runPaint = () => {
		fake.runFrames();
		fake.runFrames();
	};
	return { ...fake, first, afterTask, paintAndIdle, runPaint, settled: () => settled };
}

function deferred<T>() {
	let resolve: (value: T) => void = () => {};
	let reject: (error: unknown) => void = () => {};
	const promise = new Promise<T>((ok, fail) => ([resolve, reject] = [ok, fail]));
	return { promise, resolve, reject };
}

const test = suite('first content settled');

test('waits for the page to be shown and for every tracked request, answered or failed', async () => {
	const s = setup();
	const a = deferred<string>();
	const b = deferred<string>();
	s.first.track(a.promise);
	a.resolve('meetings');
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 0, 'nothing out, but the page is not shown yet');
	s.first.track(b.promise).catch(() => {});
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 0, 'a request still out');
	b.reject(new Error('offline'));
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
});

test('a cache read that resolves into a fetch does not settle in between', async () => {
	const s = setup();
	const read = deferred<null>();
	const fetch = deferred<string>();
	s.first.track(read.promise).then(() => s.first.track(fetch.promise));
	s.first.pageShown();
	s.runPaint();
	read.resolve(null);
	await s.afterTask();
	assert.is(s.frames.length, 0, 'nothing waits for a paint while the fetch is out');
	await s.paintAndIdle();
	assert.is(s.settled(), 0);
	fetch.resolve('fresh');
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
});

test('resolves only after two animation frames and then an idle callback', async () => {
	const s = setup();
	s.first.pageShown();
	s.runPaint();
	assert.is(s.frames.length, 0, 'the check waits a task');
	await s.afterTask();
	assert.is(s.frames.length, 1);
	s.runFrames();
	assert.equal([s.frames.length, s.idles.length], [1, 0], 'one frame is not past its paint');
	s.runFrames();
	assert.is(s.idles.length, 1);
	await flush();
	assert.is(s.settled(), 0, 'still waiting for idle time');
	s.runIdle();
	await flush();
	assert.is(s.settled(), 1);
});

test('the time limit settles it while a tracked request never answers', async () => {
	const s = setup();
	s.first.track(new Promise(() => {}));
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 0);
	s.runTimers(FIRST_CONTENT_LIMIT_MS);
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
});

test('it settles once: later checks and the time limit ask for no more frames', async () => {
	const s = setup();
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	s.first.track(Promise.resolve(1));
	s.first.pageShown();
	await s.afterTask();
	s.runTimers(FIRST_CONTENT_LIMIT_MS);
	assert.equal([s.frames.length, s.idles.length], [0, 0]);
	assert.is(s.first.settled(), s.first.settled(), 'one promise for every caller');
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
});

test('settledTask gives each caller a task of its own after settling, so the extras never start in one task', async () => {
	const s = setup();
	const order: string[] = [];
	void s.first.settledTask().then(() => order.push('worker'));
	void s.first.settledTask().then(() => order.push('reality check'));
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
	assert.equal(order, [], 'nothing starts in the idle callback that settled it');
	const tasks = s.timers.filter((t) => t.ms === 0);
	assert.is(tasks.length, 2, 'one task a caller');
	tasks[0]!.fn();
	await flush();
	assert.equal(order, ['worker'], 'the first caller ran in its task, the second waits for its own');
	tasks[1]!.fn();
	await flush();
	assert.equal(order, ['worker', 'reality check']);
});

test('track hands back the promise it was given, its value and its failure', async () => {
	const { first } = setup();
	const work = Promise.resolve({ list: [3] });
	assert.is(first.track(work), work);
	assert.equal(await first.track(work), { list: [3] });
	const failure = new Error('offline');
	const error = await first.track(Promise.reject(failure)).catch((e: unknown) => e);
	assert.is(error, failure);
});

test('a reply counts until its body is in, not only its headers, and its body still reads in full', async () => {
	const s = setup();
	let send: (text: string) => void = () => {};
	const body = new ReadableStream<Uint8Array>({
		start(controller) {
			send = (text) => {
				controller.enqueue(new TextEncoder().encode(text));
				controller.close();
			};
		},
	});
	const fetcher = trackedFetch(s.first, async () => new Response(body, { status: 200 }));
	const response = await fetcher('/api/events/day_table');
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 0, 'the headers are in, the meetings are not');
	send('{"list":[1]}');
	assert.is(await response.text(), '{"list":[1]}', 'the caller reads the whole body');
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
});

test('a fetch that fails counts until it fails, and the caller sees the failure', async () => {
	const s = setup();
	const failure = new TypeError('Failed to fetch');
	const fetcher = trackedFetch(s.first, () => Promise.reject(failure));
	const error = await fetcher('/api/user/balance').catch((e: unknown) => e);
	assert.is(error, failure);
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
});

test('once settled, replies are no longer copied and counted', async () => {
	const s = setup();
	s.first.pageShown();
	await s.afterTask();
	await s.paintAndIdle();
	assert.is(s.settled(), 1);
	let cloned = 0;
	const response = new Response('{"list":[]}', { status: 200 });
	const clone = response.clone.bind(response);
	response.clone = () => {
		cloned++;
		return clone();
	};
	const fetcher = trackedFetch(s.first, async () => response);
	assert.is(await (await fetcher('/api/user/balance')).text(), '{"list":[]}');
	await flush();
	assert.is(cloned, 0);
});

test('painted resolves two frames after the first page rendered, before its requests settle', async () => {
	const s = setup();
	let painted = 0;
	void s.first.painted().then(() => painted++);
	void s.first.track(deferred<void>().promise);
	s.first.pageShown();
	s.runFrames();
	await flush();
	assert.is(painted, 0, 'painted before the frame that paints the page');
	s.runFrames();
	await flush();
	assert.is(painted, 0, 'past the frames, but not yet in a task of its own');
	await s.afterTask();
	assert.is(painted, 1);
	assert.is(s.settled(), 0, 'the page still waits for its request');
});

test('each caller of painted goes on in a task of its own, not all in the frame callback', async () => {
	const s = setup();
	const order: string[] = [];
	void s.first.painted().then(() => order.push('beat'));
	void s.first.painted().then(() => order.push('balance'));
	s.first.pageShown();
	const tasks = () => s.timers.filter((t) => t.ms === 0).length;
	const before = tasks();
	s.runPaint();
	await flush();
	assert.equal(order, [], 'nothing runs in the frame callback');
	assert.is(tasks() - before, 2, 'a task asked for each caller');
	await s.afterTask();
	assert.equal(order, ['beat', 'balance']);
});

test('painted resolves by its limit when no page renders', async () => {
	const s = setup();
	let painted = 0;
	void s.first.painted().then(() => painted++);
	s.runFrames();
	await flush();
	assert.is(painted, 0);
	s.runTimers(FIRST_PAINT_LIMIT_MS);
	await s.afterTask();
	assert.is(painted, 1);
});

test.run();
