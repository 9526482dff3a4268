// Fakes for the live model: an EventSource the test drives and an http client answering from a table.
import { ApiError, REJECTED } from '../../../src/api/errors.ts';
import type { DanmuItem, EventSourceLike } from '../../../src/state/live/danmu-feed-model.ts';

class FakeEventSource implements EventSourceLike {
	closed = false;
	private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
	constructor(readonly url: string) {}
	addEventListener(type: string, fn: (e: MessageEvent) => void) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
	}
	close() {
		this.closed = true;
	}
	emit(type: string, data = '') {
		for (const fn of this.listeners.get(type) ?? []) fn({ data } as MessageEvent);
	}
	danmu(item: DanmuItem) {
		this.emit('danmu', JSON.stringify(item));
	}
}

export function fakeSources() {
	const made: FakeEventSource[] = [];
	const connect = (url: string) => {
		const es = new FakeEventSource(url);
		made.push(es);
		return es;
	};
	return { made, connect, last: () => made[made.length - 1]! };
}

type Answer = unknown | ((params: Record<string, unknown>, body: unknown) => unknown);

/** get/post resolve with { data } from the table; an Error answer rejects as the client would. */
export function fakeHttp(table: Record<string, Answer>) {
	const calls: { method: string; url: string; params?: unknown; body?: unknown }[] = [];
	const answer = async (method: string, url: string, params: Record<string, unknown>, body?: unknown) => {
		calls.push({ method, url, params, body });
		const entry = table[`${method} ${url}`];
		const value = typeof entry === 'function' ? await entry(params, body) : entry;
		if (value instanceof Error) throw new ApiError(REJECTED, value.message, 400, 400);
		return { status: 200, message: 'ok', data: value, httpStatus: 200 } as never;
	};
	return {
		calls,
		http: {
			get: (url: string, config: { params?: Record<string, unknown> } = {}) => answer('GET', url, config.params ?? {}),
			post: (url: string, body?: unknown) => answer('POST', url, {}, body),
		},
	};
}

export const item = (id: number, text = `hello ${id}`, color = '#FFFFFF'): DanmuItem => ({
	id,
	text,
	color,
	time: '2025-01-01T00:00:00.000Z',
});

export const STREAM = {
	stream_id: 'race-7',
	title: 'Race 7 live',
	video_url: '/api/live/video/sample.mp4',
	poster: '/api/live/video/poster.jpg',
};
