// Tells the player when the connection drops, and when it comes back.
import { t } from '../i18n/index.ts';
import type { EventHost } from '../lib/hash-nav.ts';
import { showToast } from '../state/shell/toast-model.ts';

type Notify = (text: string) => void;

export function watchNetwork(
	win: EventHost & { navigator: Pick<Navigator, 'onLine'> } = window,
	notify: Notify = (text) => showToast(text),
) {
	const offline = () => notify(t('errors.offline'));
	const online = () => notify(t('shell.online'));
	if (!win.navigator.onLine) offline();
	win.addEventListener('offline', offline);
	win.addEventListener('online', online);
	return () => {
		win.removeEventListener('offline', offline);
		win.removeEventListener('online', online);
	};
}
