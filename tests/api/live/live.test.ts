import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stopListening } from '../../../server/db/notify.ts';
import { type Harness, harness } from '../support/harness.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { sseReader } from './sse.ts';

type Ctx = { h: Harness; ann: Player; ben: Player };
const live = suite<Ctx>('live: stream, video, danmu and their event stream', {} as Ctx);
live.before(async (ctx) => {
	ctx.h = await harness({ databaseUrl: process.env.DATABASE_URL });
	ctx.ann = await registerPlayer(ctx.h);
	ctx.ben = await registerPlayer(ctx.h);
});
// each test starts in a fresh rate-limit window:
live.before.each(({ h }) => h.clock.advance(10_000));
live.after(async (ctx) => {
	await stopListening(ctx.h.db);
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const post = (h: Harness, p: Player, body: unknown) =>
	h.call('POST', '/api/live/danmu', { token: p.access_token, body });

async function subscribe(h: Harness, streamId: string) {
	const res = await h.app.request(`/api/live/events?stream_id=${streamId}`);
	assert.is(res.status, 200);
	assert.match(res.headers.get('content-type') ?? '', 'text/event-stream');
	const sse = sseReader(res.body!);
	await sse.next('ready');
	return sse;
}

live('a race has a stream with a playable sample video and a poster', async ({ h }) => {
	const r = await h.call('GET', '/api/live/stream?race_id=7');
	assert.equal(r.body.data, {
		stream_id: 'race-7',
		title: 'Race 7 live',
		video_url: '/api/live/video/sample.mp4',
		poster: '/api/live/video/poster.jpg',
	});
	assert.is((await h.call('GET', '/api/live/stream')).body.data.stream_id, 'main');
	assert.is((await h.call('GET', '/api/live/stream?race_id=abc')).status, 400);
	const full = await h.app.request('/api/live/video/sample.mp4');
	assert.is(full.status, 200);
	assert.is(full.headers.get('content-type'), 'video/mp4');
	const size = (await full.arrayBuffer()).byteLength;
	assert.ok(size > 10_000 && size < 600_000, `sample is ${size} bytes`);
	const part = await h.app.request('/api/live/video/sample.mp4', { headers: { range: 'bytes=100-199' } });
	assert.is(part.status, 206);
	assert.is(part.headers.get('content-range'), `bytes 100-199/${size}`);
	assert.is((await part.arrayBuffer()).byteLength, 100);
	const tail = await h.app.request('/api/live/video/sample.mp4', { headers: { range: 'bytes=-10' } });
	assert.is(tail.headers.get('content-range'), `bytes ${size - 10}-${size - 1}/${size}`);
	const beyond = await h.app.request('/api/live/video/sample.mp4', { headers: { range: `bytes=${size}-` } });
	assert.is(beyond.status, 416);
	assert.is((await h.app.request('/api/live/video/poster.jpg')).headers.get('content-type'), 'image/jpeg');
	assert.is((await h.app.request('/api/live/video/..%2Fmain.ts')).status, 404);
	assert.is((await h.app.request('/api/live/video/nothing.mp4')).status, 404);
});

live('a posted danmu reaches every watcher of the stream over SSE, and no other stream', async ({ h, ann }) => {
	const first = await subscribe(h, 'race-1');
	const second = await subscribe(h, 'race-1');
	const other = await subscribe(h, 'race-2');
	const r = await post(h, ann, { stream_id: 'race-1', text: '  Go number 5!  ', color: '#ff0000' });
	assert.is(r.status, 200);
	assert.is(r.body.data.text, 'Go number 5!', 'trimmed');
	for (const sse of [first, second]) {
		const ev = await sse.next('danmu');
		assert.equal(JSON.parse(ev.data), r.body.data);
		assert.is(ev.id, String(r.body.data.id));
	}
	const stray = await other.next('danmu', 300).catch((err: Error) => err.message);
	assert.match(String(stray), /no 'danmu'/, 'another stream hears nothing');
	for (const sse of [first, second, other]) await sse.close();
});

live('a reconnecting watcher gets what it missed after Last-Event-ID', async ({ h, ann }) => {
	const a = await post(h, ann, { stream_id: 'race-3', text: 'one', color: '#FFFFFF' });
	const b = await post(h, ann, { stream_id: 'race-3', text: 'two', color: '#FFFFFF' });
	const res = await h.app.request('/api/live/events?stream_id=race-3', {
		headers: { 'last-event-id': String(a.body.data.id) },
	});
	const sse = sseReader(res.body!);
	assert.is(JSON.parse((await sse.next('danmu')).data).text, 'two');
	assert.is(b.status, 200);
	await sse.close();
});

live('markup is kept and returned as the exact text typed, never as HTML', async ({ h, ann }) => {
	const text = '<img src=x onerror=alert(1)>';
	const r = await post(h, ann, { stream_id: 'main', text, color: '#00FF00' });
	assert.is(r.body.data.text, text);
	const list = await h.call('GET', '/api/live/danmu?stream_id=main');
	assert.is(list.body.data.list.at(-1).text, text);
	const stored = await h.db.query<{ text: string }>('SELECT text FROM danmu WHERE id = $1', [r.body.data.id]);
	assert.is(stored.rows[0]!.text, text);
});

live('recent danmu come oldest first, and after a cursor only the newer ones', async ({ h, ann }) => {
	const a = await post(h, ann, { stream_id: 'race-4', text: 'a' });
	await post(h, ann, { stream_id: 'race-4', text: 'b' });
	const all = await h.call('GET', '/api/live/danmu?stream_id=race-4');
	assert.equal(
		all.body.data.list.map((d: { text: string; color: string }) => [d.text, d.color]),
		[
			['a', '#FFFFFF'],
			['b', '#FFFFFF'],
		],
	);
	assert.match(all.body.data.list[0].time, /^\d{4}-\d\d-\d\dT/);
	const since = await h.call('GET', `/api/live/danmu?stream_id=race-4&since=${a.body.data.id}`);
	assert.equal(
		since.body.data.list.map((d: { text: string }) => d.text),
		['b'],
	);
	assert.is((await h.call('GET', '/api/live/danmu?stream_id=nope')).status, 400);
});

live('danmu need a player, 1-60 characters of text and a #RRGGBB colour', async ({ h, ben }) => {
	assert.is((await h.call('POST', '/api/live/danmu', { body: { stream_id: 'main', text: 'hi' } })).status, 401);
	const bad: [unknown, RegExp][] = [
		[{ stream_id: 'main', text: '   ' }, /text is required/],
		[{ stream_id: 'main', text: 'x'.repeat(61) }, /text must be at most 60/],
		[{ stream_id: 'main', text: 'a\nb' }, /text must not contain control/],
		[{ stream_id: 'main', text: 'hi', color: 'red' }, /color must be #RRGGBB/],
		[{ stream_id: 'main', text: 'hi', color: '#12345' }, /color must be #RRGGBB/],
		[{ stream_id: 'lobby', text: 'hi' }, /stream_id must be main or race-<id>/],
		[{ text: 'hi' }, /stream_id is required/],
	];
	for (const [body, message] of bad) {
		const r = await post(h, ben, body);
		assert.is(r.status, 400, JSON.stringify(body));
		assert.match(r.body.message, message);
	}
	assert.is((await post(h, ben, { stream_id: 'main', text: 'x'.repeat(60) })).status, 200);
});

live('a player posting too fast is slowed down, then may post again', async ({ h }) => {
	const cat = await registerPlayer(h);
	for (let i = 0; i < 5; i++) assert.is((await post(h, cat, { stream_id: 'main', text: `m${i}` })).status, 200);
	const sixth = await post(h, cat, { stream_id: 'main', text: 'm5' });
	assert.is(sixth.status, 429);
	assert.match(sixth.body.message, /Too many/);
	h.clock.advance(10_000);
	assert.is((await post(h, cat, { stream_id: 'main', text: 'again' })).status, 200);
});

live.run();
