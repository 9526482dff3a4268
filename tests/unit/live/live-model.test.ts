import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DanmuItem } from '../../../src/state/live/danmu-feed-model.ts';
import { createLive } from '../../../src/state/live/live-model.ts';
import { fakeClock, flushPromises } from '../../setup/fake-clock.ts';
import { fakeHttp, fakeSources, item, STREAM } from './fakes.ts';

function setup(table: Record<string, unknown> = {}) {
	const clock = fakeClock();
	const sources = fakeSources();
	const net = fakeHttp({ 'GET /live/stream': STREAM, 'GET /live/danmu': { list: [] }, ...table });
	const live = createLive({ http: net.http, clock, connect: sources.connect });
	const seen: DanmuItem[] = [];
	live.onDanmu((i) => seen.push(i));
	return { clock, sources, net, live, seen };
}

// ---
const feed = suite('live feed');

feed('opening loads the stream for the race, the recent items, then listens for new ones', async () => {
	const { live, net, sources, seen } = setup({ 'GET /live/danmu': { list: [item(1), item(2)] } });
	await live.open('7');
	await flushPromises();
	assert.is(live.phase.value, 'ready');
	assert.equal(live.stream.value, STREAM);
	assert.equal(net.calls[0]?.params, { race_id: '7' });
	assert.equal(net.calls[1]?.params, { stream_id: 'race-7' });
	assert.is(sources.last().url, '/api/live/events?stream_id=race-7');
	assert.equal(
		seen.map((i) => i.id),
		[1, 2],
	);
	sources.last().danmu(item(3, 'from another player'));
	assert.is(seen.at(-1)?.text, 'from another player', 'an SSE item was not passed on');
	sources.last().danmu(item(3, 'from another player'));
	assert.is(seen.length, 3, 'the same item came twice');
});

feed('a comment on the event stream that cannot be read is dropped; the next good one still shows', async () => {
	const { live, sources, seen } = setup();
	await live.open('7');
	await flushPromises();
	const es = sources.last();
	for (const bad of ['{"id": 4, "text": "cut sh', 'null', '{"id": "4", "text": 5}', '{"text": "no id"}', '<html>'])
		es.emit('danmu', bad);
	assert.equal(seen, [], 'an unreadable comment was passed on to be drawn');
	es.danmu(item(5, 'readable'));
	assert.equal(
		seen.map((i) => i.text),
		['readable'],
	);
});

feed('a dropped event stream reconnects with growing waits and fills the gap', async () => {
	const { live, clock, net, sources, seen } = setup();
	await live.open('7');
	sources.last().emit('ready');
	assert.ok(live.connected.value);
	sources.last().danmu(item(10));
	sources.last().emit('error');
	assert.ok(sources.last().closed, 'the broken source was left open');
	assert.not.ok(live.connected.value);
	clock.tick(999);
	assert.is(sources.made.length, 1, 'reconnected before the first 1 s wait');
	clock.tick(1);
	assert.is(sources.made.length, 2);
	sources.last().emit('error');
	clock.tick(1999);
	assert.is(sources.made.length, 2, 'the second wait should be 2 s');
	clock.tick(1);
	assert.is(sources.made.length, 3);
	sources.last().emit('ready');
	await flushPromises();
	assert.equal(net.calls.at(-1)?.params, { stream_id: 'race-7', since: 10 }, 'the gap was not asked for');
	sources.last().danmu(item(11));
	assert.is(seen.at(-1)?.id, 11);
});

feed('an item posted after the recent list but before the stream listened is shown once it does', async () => {
	// item 2 lands on the server after the recent list was read, before the stream says it is listening:
	const { live, net, sources, seen } = setup({
		'GET /live/danmu': (params: Record<string, unknown>) =>
			params.since ? { list: [item(2, 'posted in the gap')] } : { list: [item(1)] },
	});
	await live.open('7');
	await flushPromises();
	assert.equal(
		seen.map((i) => i.id),
		[1],
	);
	sources.last().emit('ready');
	await flushPromises();
	assert.equal(net.calls.at(-1)?.params, { stream_id: 'race-7', since: 1 });
	assert.is(seen.at(-1)?.text, 'posted in the gap', 'the gap item was lost');
	sources.last().danmu(item(2, 'posted in the gap'));
	assert.is(seen.length, 2, 'the gap item came twice');
});

feed('closing stops the stream and any planned reconnect', async () => {
	const { live, clock, sources } = setup();
	await live.open('7');
	sources.last().emit('error');
	live.close();
	clock.tick(60_000);
	assert.is(sources.made.length, 1, 'reconnected after close');
	await live.open('8');
	live.close();
	assert.ok(sources.last().closed, 'close left the event stream open');
});

feed('a stream that cannot be loaded shows an error, and retry loads it again', async () => {
	let fail = true;
	const { live } = setup({ 'GET /live/stream': () => (fail ? new Error('Network connection error') : STREAM) });
	await live.open('7');
	assert.is(live.phase.value, 'error');
	assert.is(live.error.value, 'Network connection error');
	fail = false;
	await live.retry();
	assert.is(live.phase.value, 'ready');
});

feed.run();

// ---
const post = suite('posting a danmu');

post('sends text and colour, clears the box and shows the item at once', async () => {
	const { live, net, seen } = setup({
		'POST /live/danmu': (_: unknown, body: { text: string }) => item(50, body.text),
	});
	await live.open('7');
	live.setDraft('  nice run  ');
	live.pickColor('#FFD400');
	await live.post();
	assert.equal(net.calls.at(-1)?.body, { stream_id: 'race-7', text: 'nice run', color: '#FFD400' });
	assert.is(live.draft.value, '');
	assert.is(seen.at(-1)?.id, 50);
});

post('a refused post keeps the typed text and rejects with the server message', async () => {
	const { live } = setup({ 'POST /live/danmu': new Error('Too many requests') });
	await live.open('7');
	live.setDraft('keep me');
	const error = await live.post().then(
		() => null,
		(e: Error) => e,
	);
	assert.is(error?.message, 'Too many requests');
	assert.is(live.draft.value, 'keep me', 'the typed text was lost');
	assert.not.ok(live.posting.value);
});

post('the text is cut at 60 characters and empty text is not sent', async () => {
	const { live, net } = setup();
	await live.open('7');
	live.setDraft('x'.repeat(80));
	assert.is(live.draft.value.length, 60);
	live.setDraft('   ');
	const before = net.calls.length;
	await live.post();
	assert.is(net.calls.length, before, 'blank text was sent');
});

post.run();
