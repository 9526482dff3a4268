// The live view's model: the stream for a race, its danmu feed and the post box.
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Http } from '../../api/http.ts';
import { danmuShape, liveStreamShape } from '../../api/shapes/club.ts';
import type { Clock } from '../../lib/clock.ts';
import { reasonOf } from '../common/failure-text.ts';
import { createDanmuFeed, type DanmuItem, type EventSourceLike } from './danmu-feed-model.ts';

export interface LiveStreamInfo {
	stream_id: string;
	title: string;
	video_url: string;
	poster?: string;
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

export function createLive({ http, clock, connect, base = '/api' }: LiveDeps) {
	const feed = createDanmuFeed({ http, clock, connect, base });
	const stream = signal<LiveStreamInfo | null>(null);
	const phase = signal<LivePhase>('idle');
	const error = signal('');
	const draft = signal('');
	const color = signal<string>(DANMU_COLORS[0]);
	const posting = signal(false);
	// a newer open or a close outdates the stream still on its way:
	let opening = 0;
	let raceId: string | undefined;

	const close = () => {
		opening++;
		feed.stop();
	};

	async function open(race?: string) {
		close();
		const mine = opening;
		raceId = race;
		batch(() => {
			phase.value = 'loading';
			error.value = '';
		});
		try {
			const { data } = await http.get<LiveStreamInfo>('/live/stream', {
				params: race ? { race_id: race } : {},
				schema: liveStreamShape,
			});
			if (opening !== mine) return;
			batch(() => {
				stream.value = data;
				phase.value = 'ready';
			});
			await feed.start(data.stream_id);
		} catch (e) {
			if (opening !== mine) return;
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
			const { data } = await http.post<DanmuItem>(
				'/live/danmu',
				{ stream_id: id, text, color: color.peek() },
				{ schema: danmuShape },
			);
			draft.value = '';
			if (data) feed.emit(data);
		} finally {
			posting.value = false;
		}
	}

	return {
		...readOnly({ stream, phase, error, connected: feed.connected, draft, color, posting }),
		open,
		retry: () => open(raceId),
		close,
		post,
		setDraft: (text: string) => {
			draft.value = text.slice(0, DANMU_MAX_LENGTH);
		},
		pickColor: (next: string) => {
			color.value = next;
		},
		onDanmu: feed.onDanmu,
	};
}

export type LiveModel = ReturnType<typeof createLive>;
