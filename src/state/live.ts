// The live view's model: the stream, the danmu feed (recent list + server-sent events) and the post box.
import { batch, signal } from '@preact/signals';
import { http } from '../api/client.ts';
import type { Http } from '../api/http.ts';
import { type Clock, realClock } from '../lib/clock.ts';
import { readOnly } from '../lib/read-only.ts';
import { reasonOf } from './failure-text.ts';

export interface DanmuItem {
	id: number;
	text: string;
	color: string;
	time: string;
}

export interface LiveStreamInfo {
	stream_id: string;
	title: string;
	video_url: string;
	poster?: string;
}

/** The part of EventSource the model uses, so tests pass a fake. */
export interface EventSourceLike {
	addEventListener(type: string, listener: (event: MessageEvent) => void): void;
	close(): void;
}

export interface LiveDeps {
	http: Pick<Http, 'get' | 'post'>;
	clock: Clock;
	connect: (url: string) => EventSourceLike;
	base?: string;
}

export type LivePhase = 'idle' | 'loading' | 'ready' | 'error';

export const DANMU_MAX_LENGTH = 60;
export const DANMU_COLORS = ['#FFFFFF', '#FFD400', '#FF5A5F', '#4CD964', '#5AC8FA'] as const;
// the last few of the recent list start the screen; older ones would flood it:
const RECENT_SHOWN = 8;
const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000];
const SEEN_CAP = 500;

export function createLive({ http, clock, connect, base = '/api' }: LiveDeps) {
	const stream = signal<LiveStreamInfo | null>(null);
	const phase = signal<LivePhase>('idle');
	const error = signal('');
	const connected = signal(false);
	const draft = signal('');
	const color = signal<string>(DANMU_COLORS[0]);
	const posting = signal(false);
	const listeners = new Set<(item: DanmuItem) => void>();
	let seen = new Set<number>();
	let lastId = 0;
	let source: EventSourceLike | null = null;
	let retryTimer: unknown;
	let attempt = 0;
	let session = 0;
	let raceId: string | undefined;

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
		const { data } = await http.get<{ list: DanmuItem[] }>('/live/danmu', { params });
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
		es.addEventListener('danmu', (event) => {
			try {
				emit(JSON.parse(event.data) as DanmuItem);
			} catch {}
		});
		// the model, not the browser, reconnects: a new source plus the gap from the recent list:
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

	async function open(race?: string) {
		stop();
		const mine = session;
		raceId = race;
		batch(() => {
			phase.value = 'loading';
			error.value = '';
		});
		try {
			const { data } = await http.get<LiveStreamInfo>('/live/stream', { params: race ? { race_id: race } : {} });
			if (session !== mine) return;
			batch(() => {
				stream.value = data;
				phase.value = 'ready';
			});
			seen = new Set();
			lastId = 0;
			attempt = 0;
			listen(data.stream_id, mine);
			const recent = await fetchSince(data.stream_id).catch(() => []);
			if (session === mine) recent.slice(-RECENT_SHOWN).forEach(emit);
		} catch (e) {
			if (session !== mine) return;
			batch(() => {
				phase.value = 'error';
				error.value = reasonOf(e);
			});
		}
	}

	/** Sends the draft; the text stays in the box unless the server took it. */
	async function post(): Promise<void> {
		const text = draft.peek().trim();
		const id = stream.peek()?.stream_id;
		if (!text || !id || posting.peek()) return;
		posting.value = true;
		try {
			const { data } = await http.post<DanmuItem>('/live/danmu', { stream_id: id, text, color: color.peek() });
			draft.value = '';
			if (data) emit(data);
		} finally {
			posting.value = false;
		}
	}

	return {
		...readOnly({ stream, phase, error, connected, draft, color, posting }),
		open,
		retry: () => open(raceId),
		close: stop,
		post,
		setDraft: (text: string) => {
			draft.value = text.slice(0, DANMU_MAX_LENGTH);
		},
		pickColor: (next: string) => {
			color.value = next;
		},
		/** The danmu layer subscribes here; returns the unsubscribe. */
		onDanmu(fn: (item: DanmuItem) => void) {
			listeners.add(fn);
			return () => void listeners.delete(fn);
		},
	};
}

export type LiveModel = ReturnType<typeof createLive>;

let shared: LiveModel | undefined;

/** The app's live model, made on first use so the live chunk alone pays for it. */
export function appLive(): LiveModel {
	shared ??= createLive({ http, clock: realClock, connect: (url) => new EventSource(url) });
	return shared;
}
