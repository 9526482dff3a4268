// The video with its danmu layer and controls; controls hide after 3 s and a tap brings them back.
// The clip loops; a video the network dropped says so and starts again once the network is back.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { DanmuLayer } from './danmu-layer.tsx';
import type { createDanmuLayer, LayerClock } from './danmu-layer-model.ts';
import { LiveControls } from './live-controls.tsx';
import { useAutoHide } from './use-auto-hide.ts';

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

interface StageProps {
	src: string;
	poster?: string | undefined;
	title: string;
	layer: ReturnType<typeof createDanmuLayer>;
	clock: LayerClock;
	onClose: () => void;
	onReconnect: (run: () => void) => () => void;
}

export function Stage({ src, poster, title, layer, clock, onClose, onReconnect }: StageProps) {
	const stage = useRef<HTMLDivElement>(null);
	const video = useRef<FullscreenVideo>(null);
	const [playing, setPlaying] = useState(false);
	const [muted, setMuted] = useState(true);
	const [danmu, setDanmu] = useState(true);
	const [full, setFull] = useState(false);
	const [broken, setBroken] = useState(false);
	const [shown, poke] = useAutoHide(clock);
	useEffect(() => {
		const v = video.current;
		// autoplay needs the muted property set before play, whatever the attribute did:
		if (v) {
			v.muted = true;
			v.play?.()?.catch(() => setPlaying(false));
		}
		const onChange = () => setFull(document.fullscreenElement === stage.current);
		document.addEventListener('fullscreenchange', onChange);
		return () => document.removeEventListener('fullscreenchange', onChange);
	}, []);
	const restart = () => {
		const v = video.current;
		setBroken(false);
		if (!v) return;
		v.load();
		v.play()?.catch(() => setPlaying(false));
	};
	useEffect(
		() =>
			onReconnect(() => {
				if (video.current?.error) restart();
			}),
		[onReconnect],
	);
	const togglePlay = () => {
		const v = video.current;
		if (!v) return;
		if (v.paused) v.play()?.catch(() => setPlaying(false));
		else v.pause();
	};
	const toggleMute = () => {
		const v = video.current;
		if (v) v.muted = !v.muted;
		setMuted(!muted);
	};
	const toggleFull = () => {
		if (document.fullscreenElement) void document.exitFullscreen();
		else if (stage.current?.requestFullscreen) void stage.current.requestFullscreen().catch(() => {});
		// iPhone Safari only takes the video itself full screen:
		else video.current?.webkitEnterFullscreen?.();
	};
	return (
		<div ref={stage} class="live-stage">
			<video
				ref={video}
				class="live-video"
				src={src}
				poster={poster}
				autoPlay
				muted
				playsInline
				preload="auto"
				loop
				onError={() => setBroken(true)}
				onPlay={() => setPlaying(true)}
				onPause={() => setPlaying(false)}
			/>
			<DanmuLayer layer={layer} hidden={!danmu} />
			{broken && (
				<div class="live-broken" role="alert">
					<p>{t('live.dropped')}</p>
					<button type="button" class="btn" onClick={restart}>
						{t('common.retry')}
					</button>
				</div>
			)}
			<button
				type="button"
				class="live-tap"
				aria-label={t('live.showControls')}
				onClick={poke}
				onPointerMove={(e) => e.pointerType === 'mouse' && poke()}
			/>
			<LiveControls
				shown={shown}
				playing={playing}
				muted={muted}
				fullscreen={full}
				danmu={danmu}
				title={title}
				onPlay={togglePlay}
				onMute={toggleMute}
				onFullscreen={toggleFull}
				onDanmu={() => setDanmu(!danmu)}
				onClose={onClose}
				onActivity={poke}
			/>
		</div>
	);
}
