// The flying comments over the video: each item's text is a text node, never HTML.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type DanmuLayerModel, LANE_HEIGHT } from './danmu-layer-model.ts';

export function DanmuLayer({ layer, hidden }: { layer: DanmuLayerModel; hidden: boolean }) {
	const ref = useRef<HTMLDivElement>(null);
	const [width, setWidth] = useState(320);
	useEffect(() => {
		const el = ref.current;
		if (!el) return;
		const measure = () => {
			const w = el.clientWidth || 320;
			layer.setSize(w, el.clientHeight || 180);
			setWidth(w);
		};
		measure();
		addEventListener('resize', measure);
		// a hidden tab pauses the flight, so nothing piles up behind it:
		const onVisibility = () => (document.hidden ? layer.pause() : layer.resume());
		document.addEventListener('visibilitychange', onVisibility);
		return () => {
			removeEventListener('resize', measure);
			document.removeEventListener('visibilitychange', onVisibility);
		};
	}, [layer]);
	return (
		<div
			ref={ref}
			class={`danmu-layer${layer.paused.value ? ' danmu-paused' : ''}`}
			hidden={hidden}
			aria-hidden="true"
			style={{ '--w': `${width}px` }}
		>
			{layer.items.value.map((item) => (
				<span key={item.key} class="danmu" style={{ top: `${item.lane * LANE_HEIGHT}px`, color: item.color }}>
					{item.text}
				</span>
			))}
		</div>
	);
}
