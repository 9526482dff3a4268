// A quiet bar for as long as the device is offline: the toast says it once, this keeps saying it.
import type { ReadonlySignal } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { network } from '../state/shell/network-model.ts';

export function OfflineBar({ online = network.online }: { online?: ReadonlySignal<boolean> }) {
	const offline = !online.value;
	// the sticky headers move down by the bar's height while it shows:
	useLayoutEffect(() => {
		document.documentElement.classList.toggle('is-offline', offline);
	}, [offline]);
	// no live region: the toast already announces the change, once
	return offline ? <p class="offline-bar">{t('shell.offlineBar')}</p> : null;
}
