// Invites the player to add the app to the home screen when the browser offers it; 'Not now' is remembered.
import { t } from '../i18n/index.ts';
import { type InstallOffer, installOffer } from './install-model.ts';
import { actionsStyle, bannerStyle } from './update-prompt.tsx';

export function InstallPrompt({ offer = installOffer }: { offer?: InstallOffer }) {
	if (!offer.visible.value) return null;
	const busy = offer.busy.value;
	return (
		<aside class="install-prompt" aria-label={t('pwa.installTitle')} style={bannerStyle}>
			<p>
				<strong>{t('pwa.installTitle')}</strong>
			</p>
			<p>{t('pwa.installText')}</p>
			<div style={actionsStyle}>
				<button type="button" class="btn" disabled={busy} onClick={offer.dismiss}>
					{t('pwa.notNow')}
				</button>
				<button type="button" class="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => offer.install()}>
					{t('pwa.install')}
				</button>
			</div>
		</aside>
	);
}
