// Play/pause, mute, comments on/off, full screen and close over the video; icons are inline paths.
import { t } from '../../i18n/index.ts';

interface ControlProps {
	/** Its icon, and its label under live.<name>. */
	name: keyof typeof ICONS;
	onClick: () => void;
	onActivity: () => void;
	pressed?: boolean;
}

// each control's icon shows what it does now (unmute shows the muted speaker):
const ICONS = {
	play: 'M8 5v14l11-7z',
	pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
	unmute: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
	mute: 'M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8M18 5a9 9 0 0 1 0 14',
	danmu: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
	fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
	exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
	close: 'M6 6l12 12M18 6 6 18',
};

function Control({ name, onClick, pressed, onActivity }: ControlProps) {
	return (
		<button
			type="button"
			class="icon-btn live-btn"
			aria-label={t(`live.${name}`)}
			aria-pressed={pressed}
			onClick={() => {
				onActivity();
				onClick();
			}}
			onFocus={onActivity}
		>
			<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
				<path d={ICONS[name]} fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
			</svg>
		</button>
	);
}

export interface ControlsProps {
	shown: boolean;
	playing: boolean;
	muted: boolean;
	fullscreen: boolean;
	danmu: boolean;
	title: string;
	onPlay: () => void;
	onMute: () => void;
	onFullscreen: () => void;
	onDanmu: () => void;
	onClose: () => void;
	/** Any touch, click or focus on a control keeps the controls up for another 3 s. */
	onActivity: () => void;
}

export function LiveControls(p: ControlsProps) {
	const on = p.onActivity;
	return (
		<div class={`live-controls${p.shown ? ' live-controls-shown' : ''}`}>
			<div class="live-bar">
				<span class="live-title">{p.title}</span>
				<Control name="close" onClick={p.onClose} onActivity={on} />
			</div>
			<div class="live-bar">
				<Control name={p.playing ? 'pause' : 'play'} onClick={p.onPlay} onActivity={on} />
				<Control name={p.muted ? 'unmute' : 'mute'} onClick={p.onMute} onActivity={on} />
				<span class="live-spacer" />
				<Control name="danmu" pressed={p.danmu} onClick={p.onDanmu} onActivity={on} />
				<Control name={p.fullscreen ? 'exitFullscreen' : 'fullscreen'} onClick={p.onFullscreen} onActivity={on} />
			</div>
		</div>
	);
}
