// The reward floating button: a shortcut to the Invite page that the player can put away for good. It floats in the
// header's empty right-hand slot (styles/club.css), so it never covers a price or the odds.
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { navigate } from '../lib/hash-nav.ts';
import { createStorage } from '../lib/storage.ts';
import { FloatingButton } from './floating-button.tsx';

const HIDDEN = 'reward-button-hidden';
const store = createStorage();

export function RewardButton({ onOpen = () => navigate('/pages/invitation/index') }: { onOpen?: () => void }) {
	const [hidden, setHidden] = useState(() => store.get(HIDDEN) === '1');
	if (hidden) return null;
	return (
		<>
			<FloatingButton label={t('invite.banner')} onClick={onOpen}>
				<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
					<path
						d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10 3 7.5 4 9 7 12 7zm0 0s2-4 4.5-3S15 7 12 7z"
						fill="none"
						stroke="currentColor"
						stroke-width="1.8"
					/>
				</svg>
			</FloatingButton>
			<button
				type="button"
				class="floating-close"
				aria-label={t('invite.hide')}
				onClick={() => {
					store.set(HIDDEN, '1');
					setHidden(true);
				}}
			>
				<span aria-hidden="true">×</span>
			</button>
		</>
	);
}
