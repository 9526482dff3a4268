// The reward floating button: a shortcut to the Invite page that the player can put away for good.
import { useState } from 'preact/compat';
import { t } from '../i18n/index.ts';
import { navigate } from '../lib/hash-nav.ts';
import { createStorage } from '../lib/storage.ts';
import { FloatingButton } from './floating-button.tsx';

const HIDDEN = 'reward-button-hidden';
const store = createStorage();

// the close target is 44 px for a thumb, drawn as a small badge on the button's corner:
const closeStyle = {
	position: 'fixed',
	right: '0',
	bottom: 'calc(104px + env(safe-area-inset-bottom))',
	zIndex: 21,
	width: '44px',
	height: '44px',
	border: 0,
	background: 'none',
	color: '#fff',
	fontSize: '0.75rem',
	cursor: 'pointer',
} as const;

export function RewardButton({ onOpen = () => navigate('/pages/invitation/index') }: { onOpen?: () => void }) {
	const [hidden, setHidden] = useState(() => store.get(HIDDEN) === '1');
	if (hidden) return null;
	return (
		<>
			<FloatingButton label={t('invite.banner')} onClick={onOpen}>
				<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
					<path
						d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10 3 7.5 4 9 7 12 7zm0 0s2-4 4.5-3S15 7 12 7z"
						fill="none"
						stroke="currentColor"
						stroke-width="1.6"
					/>
				</svg>
			</FloatingButton>
			<button
				type="button"
				class="reward-close"
				style={closeStyle}
				aria-label={t('invite.hide')}
				onClick={() => {
					store.set(HIDDEN, '1');
					setHidden(true);
				}}
			>
				<span
					style={{
						display: 'inline-grid',
						placeItems: 'center',
						width: '20px',
						height: '20px',
						borderRadius: '50%',
						background: '#555',
					}}
				>
					×
				</span>
			</button>
		</>
	);
}
