// A one-line bar inviting the player to add the app to the home screen; 'Not now' is remembered.
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { afterFirstInteraction, type InteractionHost } from '../lib/first-interaction.ts';
import { type InstallOffer, installOffer } from '../state/shell/install-offer-model.ts';
import { bannerStyle } from './update-prompt.tsx';

/** Without an interaction the bar waits this long after it is mounted (itself on idle after load). */
export const SETTLE_MS = 30_000;

// small and low so it is never the page's largest paint:
const barStyle = {
	...bannerStyle,
	display: 'flex',
	alignItems: 'center',
	gap: '8px',
	padding: '4px 4px 4px 12px',
	fontSize: '14px',
} as const;
const textStyle = { flex: 1, margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const buttonStyle = { flex: 'none', padding: '0 12px' } as const;

export function InstallPrompt({
	offer = installOffer,
	host = window,
	clock = systemClock,
}: {
	offer?: InstallOffer;
	host?: InteractionHost;
	clock?: Clock;
}) {
	useEffect(() => afterFirstInteraction(host, clock, SETTLE_MS, () => offer.reveal()), [offer, host, clock]);
	if (!offer.visible.value) return null;
	const busy = offer.busy.value;
	return (
		<aside class="install-prompt" aria-label={t('pwa.installTitle')} style={barStyle}>
			<p style={textStyle}>{t('pwa.installTitle')}</p>
			<button type="button" class="btn" style={buttonStyle} disabled={busy} onClick={offer.dismiss}>
				{t('pwa.notNow')}
			</button>
			<button
				type="button"
				class="btn btn-primary"
				style={buttonStyle}
				disabled={busy}
				aria-busy={busy}
				onClick={() => offer.install()}
			>
				{t('pwa.install')}
			</button>
		</aside>
	);
}
