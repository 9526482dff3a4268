// Offers the new version that is waiting; reloading into it is the player's choice, never automatic.
import { t } from '../i18n/index.ts';
import type { SwBridge } from '../lib/sw-bridge.ts';

// inline so the prompts add no stylesheet to the first load; they sit above the tab bar:
export const bannerStyle = {
	position: 'fixed',
	left: '8px',
	right: '8px',
	bottom: 'calc(64px + env(safe-area-inset-bottom))',
	zIndex: 40,
	maxWidth: '944px',
	margin: '0 auto',
	padding: '12px',
	borderRadius: '12px',
	background: '#fff',
	color: '#111',
	boxShadow: '0 2px 12px rgba(0,0,0,.2)',
} as const;

const actionsStyle = { display: 'flex', gap: '12px', marginTop: '8px' } as const;

export function UpdatePrompt({
	bridge,
}: {
	bridge: Pick<SwBridge, 'updateReady' | 'applying' | 'applyUpdate' | 'dismissUpdate'>;
}) {
	if (!bridge.updateReady.value) return null;
	const applying = bridge.applying.value;
	return (
		<aside class="update-prompt" aria-label={t('pwa.updateTitle')} style={bannerStyle}>
			<p role="status">{t('pwa.updateReady')}</p>
			<div style={actionsStyle}>
				<button type="button" class="btn" disabled={applying} onClick={bridge.dismissUpdate}>
					{t('pwa.later')}
				</button>
				<button
					type="button"
					class="btn btn-primary"
					disabled={applying}
					aria-busy={applying}
					onClick={bridge.applyUpdate}
				>
					{applying ? t('pwa.updating') : t('pwa.reload')}
				</button>
			</div>
		</aside>
	);
}
