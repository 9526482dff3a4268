// While offline, a button that moves money says why it will not go: it stays focusable (a tap still explains, by
// the form's own refusal) but reads as unavailable, tied to a line that gives the reason.
import { t } from '../i18n/index.ts';
import { network } from '../state/shell/network-model.ts';

/** The button's attributes and the reason line (id `reasonId`), both empty while online. */
export function offlineHold(reasonId: string, online = network.online.value) {
	return online
		? { hold: {}, reason: null }
		: {
				hold: { 'aria-disabled': true, 'aria-describedby': reasonId },
				reason: (
					<p id={reasonId} class="offline-reason">
						{t('shell.offlineAction')}
					</p>
				),
			};
}
