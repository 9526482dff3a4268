// /api/live: the stream of a race, its sample video, danmu, and the danmu event stream.
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import { DANMU_MAX, type Danmu, postDanmu, recentDanmu } from '../domain/live/danmu.ts';
import { openFeed } from '../domain/live/feed.ts';
import { STREAM_ID, streamFor } from '../domain/live/streams.ts';
import { serveAsset } from '../domain/live/video.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { queryId, text } from '../http/fields.ts';
import { pathParam } from '../http/player-text.ts';
import { mustBeText, rule, wholeNumber } from '../http/rules.ts';
import { body, query } from '../http/validate.ts';

const HEARTBEAT_MS = 15_000;
// how soon a client whose stream ended for a restart comes back (EventSource's `retry`):
const RECONNECT_MS = 1000;

const cursor = v.pipe(v.string(), v.regex(/^\d{1,15}$/, wholeNumber), v.transform(Number));
const streamId = v.pipe(v.string(mustBeText), v.regex(STREAM_ID, rule('field_stream_id')));

const Stream = v.strictObject({ race_id: v.optional(queryId) });
const Recent = v.strictObject({ stream_id: streamId, since: v.optional(cursor) });
const Events = v.strictObject({ stream_id: streamId });
const Post = v.strictObject({
	stream_id: streamId,
	text: text(DANMU_MAX),
	color: v.optional(v.pipe(v.string(mustBeText), v.regex(/^#[0-9A-Fa-f]{6}$/, rule('field_color'))), '#FFFFFF'),
});

export const liveRoutes = new Hono<AppEnv>()
	.get('/stream', (c) => ok(c, streamFor(query(c, Stream).race_id)))
	.on(['GET', 'HEAD'], '/video/:name', (c) => {
		const res = serveAsset(pathParam(c, 'name'), c.req.header('range'), c.req.method);
		if (!res) throw new DomainError('not_found');
		return res;
	})
	.get('/danmu', async (c) => {
		const q = query(c, Recent);
		return ok(c, { list: await recentDanmu(c.get('deps').db, q.stream_id, q.since) });
	})
	.post('/danmu', requireAuth, async (c) => {
		const { db, clock } = c.get('deps');
		return ok(c, await postDanmu(db, clock, c.get('userId'), await body(c, Post)));
	})
	// public, like the chat it carries: EventSource cannot send an Authorization header, and a
	// token in the URL would end up in access logs.
	.get('/events', async (c) => {
		const q = query(c, Events);
		const { db, config, drain, metrics } = c.get('deps');
		const lastId = c.req.header('last-event-id');
		const since = lastId && /^\d{1,15}$/.test(lastId) ? Number(lastId) : undefined;
		// nginx buffers replies by default, which would hold every event back: this reply is not to be buffered
		c.header('X-Accel-Buffering', 'no');
		let out: SSEStreamingApi | undefined;
		const early: Danmu[] = [];
		const write = (stream: SSEStreamingApi, item: Danmu) =>
			stream.writeSSE({ event: 'danmu', id: String(item.id), data: JSON.stringify(item) });
		// opened before the reply starts, so a database that is away is a 503, not an empty stream:
		const stop = await openFeed({
			db,
			databaseUrl: config.databaseUrl,
			streamId: q.stream_id,
			since,
			send: async (item) => void (out ? await write(out, item) : early.push(item)),
		});
		return streamSSE(c, async (stream) => {
			let closed = false;
			let wake = () => {};
			stream.onAbort(() => {
				closed = true;
				wake();
			});
			// a stopping server ends the stream with a hint to come back soon (to this or another process):
			const stopping = () => wake();
			drain?.signal.addEventListener('abort', stopping);
			metrics?.sseOpened();
			try {
				await stream.writeSSE({ event: 'ready', data: JSON.stringify({ stream_id: q.stream_id }), retry: 3000 });
				// what came while the reply was starting goes first, in order:
				for (let item = early.shift(); item; item = early.shift()) await write(stream, item);
				out = stream;
				while (!closed) {
					await new Promise<void>((resolve) => {
						wake = resolve;
						setTimeout(resolve, HEARTBEAT_MS).unref();
					});
					if (drain?.draining && !closed) {
						await stream.writeSSE({ event: 'reconnect', data: '{}', retry: RECONNECT_MS });
						break;
					}
					// a comment line: keeps proxies from timing the connection out
					if (!closed) await stream.write(': ping\n\n');
				}
			} finally {
				stop();
				drain?.signal.removeEventListener('abort', stopping);
				metrics?.sseClosed();
			}
		});
	});
