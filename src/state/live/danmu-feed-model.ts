// The danmu feed of one stream: the recent list, then server-sent events, reconnecting with backoff; each comment once.
import { signal } from '@preact/signals';
import { safeParse } from 'valibot';
import type { Http } from '../../api/http.ts';
import { danmuListShape, danmuShape } from '../../api/shapes/club.ts';
import type { Clock } from '../../lib/clock.ts';

export interface DanmuItem {
	id: number;
	text: string;
	color: string;
	time: string;
}

/** The part of EventSource the feed uses, so tests pass a fake. */
export interface EventSourceLike {
	addEventListener(type: string, listener: (event: MessageEvent) => void): void;
	close(): void;
}

export interface FeedDeps {
	http: Pick<Http, 'get'>;
	clock: Clock;
	connect: (url: string) => EventSourceLike;
	base: string;
}

// the last few of the recent list start the screen; older ones would flood it:
const RECENT_SHOWN = 8;
const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000];
const SEEN_CAP = 500;

export function createDanmuFeed({ http, clock, connect, base }: FeedDeps) {
	const connected = signal(false);
	const listeners = new Set<(item: DanmuItem) => void>();
	let seen = new Set<number>();
	let lastId = 0;
	let source: EventSourceLike | null = null;
	let retryTimer: unknown;
	let attempt = 0;
	let session = 0;

	const emit = (item: DanmuItem) => {
		if (seen.has(item.id)) return;
		// ids only grow, so trimming the oldest half keeps the echo check cheap:
		if (seen.size > SEEN_CAP) seen = new Set([...seen].slice(SEEN_CAP / 2));
		seen.add(item.id);
		lastId = Math.max(lastId, item.id);
		for (const fn of listeners) fn(item);
	};

	const fetchSince = async (id: string, since?: number) => {
		const params: Record<string, string | number> = { stream_id: id };
		if (since) params.since = since;
		const { data } = await http.get<{ list: DanmuItem[] }>('/live/danmu', { params, schema: danmuListShape });
		return data?.list ?? [];
	};

	const listen = (id: string, mine: number) => {
		const es = connect(`${base}/live/events?stream_id=${encodeURIComponent(id)}`);
		source = es;
		es.addEventListener('ready', () => {
			attempt = 0;
			connected.value = true;
			// what was posted before this stream was listening (after the recent list, or while reconnecting):
			fetchSince(id, lastId || undefined).then(
				(list) => session === mine && list.slice(-RECENT_SHOWN).forEach(emit),
				() => {},
			);
		});
		// a comment that cannot be read (cut short, another server's shape) is dropped, never drawn:
		es.addEventListener('danmu', (event) => {
			try {
				const read = safeParse(danmuShape, JSON.parse(event.data));
				if (read.success) emit(read.output);
			} catch {}
		});
		// the feed, not the browser, reconnects: a new source plus the gap from the recent list:
		es.addEventListener('error', () => {
			if (session !== mine) return;
			es.close();
			source = null;
			connected.value = false;
			const wait = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)] ?? 30000;
			retryTimer = clock.setTimeout(() => {
				if (session !== mine) return;
				listen(id, mine);
			}, wait);
		});
	};

	const stop = () => {
		session++;
		source?.close();
		source = null;
		clock.clearTimeout(retryTimer);
		connected.value = false;
	};

	return {
		connected,
		emit,
		stop,
		/** Listens to this stream from a clean slate, then shows the last few of its recent list. */
		async start(id: string) {
			stop();
			const mine = session;
			seen = new Set();
			lastId = 0;
			attempt = 0;
			listen(id, mine);
			const recent = await fetchSince(id).catch(() => []);
			if (session === mine) recent.slice(-RECENT_SHOWN).forEach(emit);
		},
		/** The danmu layer subscribes here; returns the unsubscribe. */
		onDanmu(fn: (item: DanmuItem) => void) {
			listeners.add(fn);
			return () => void listeners.delete(fn);
		},
	};
}
