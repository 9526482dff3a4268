// The live race video with danmu: lazily loaded by the index and detail pages when the player opens it.
import './live.css';
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { appLive, type LiveModel } from '../../state/live/live-model.ts';
import { network } from '../../state/shell/network-model.ts';
import { Loading } from '../loading.tsx';
import { createDanmuLayer, type LayerClock } from './danmu-layer-model.ts';
import { DanmuPost } from './danmu-post.tsx';
import { Stage } from './live-stage.tsx';

const liveClock: LayerClock = { ...systemClock, now: () => performance.now() };

export interface LiveStreamProps {
	raceId?: number | string;
	onClose: () => void;
	model?: LiveModel;
	clock?: LayerClock;
	/** Runs its argument each time the connection returns; the answer stops it. */
	onReconnect?: (run: () => void) => () => void;
}

export function LiveStream({
	raceId,
	onClose,
	model = appLive(),
	clock = liveClock,
	onReconnect = network.onReconnect,
}: LiveStreamProps) {
	const id = raceId == null || raceId === '' ? undefined : String(raceId);
	useEffect(() => {
		model.open(id);
		return () => model.close();
	}, [model, id]);
	// a stream that failed for want of a network tries again by itself once the network is back:
	useEffect(
		() =>
			onReconnect(() => {
				if (model.phase.peek() === 'error') void model.retry();
			}),
		[model, onReconnect],
	);
	const layer = useMemo(() => createDanmuLayer({ clock }), [clock]);
	useEffect(() => {
		const off = model.onDanmu((item) => layer.add(item));
		return () => {
			off();
			layer.clear();
		};
	}, [model, layer]);
	const phase = model.phase.value;
	const stream = model.stream.value;
	return (
		<section class="live" aria-label={t('live.title')}>
			{phase === 'error' ? (
				<div class="live-stage live-message" role="alert">
					<p>{model.error.value || t('live.loadFailed')}</p>
					<button type="button" class="btn" onClick={() => model.retry()}>
						{t('common.retry')}
					</button>
					<button type="button" class="btn" onClick={onClose}>
						{t('live.close')}
					</button>
				</div>
			) : phase !== 'ready' || !stream ? (
				<div class="live-stage live-message">
					<Loading />
				</div>
			) : (
				<Stage
					key={stream.stream_id}
					src={stream.video_url}
					poster={stream.poster}
					title={stream.title}
					layer={layer}
					clock={clock}
					onClose={onClose}
					onReconnect={onReconnect}
				/>
			)}
			{phase === 'ready' && <DanmuPost model={model} />}
		</section>
	);
}
