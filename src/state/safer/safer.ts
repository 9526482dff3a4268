// The app's safer-play model, made on first use, wired to the app's http client, the toast, the session and i18n.
import { http } from '../../api/client.ts';
import { t } from '../../i18n/index.ts';
import { session } from '../session/session.ts';
import { showToast } from '../shell/toast.ts';
import { createSafer, type SaferModel } from './safer-model.ts';

let shared: SaferModel | undefined;
/** The app's one safer-play model, made on first use. */
export const saferModel = (): SaferModel => {
	shared ??= createSafer({
		http,
		online: () => globalThis.navigator?.onLine !== false,
		notify: (m) => void showToast(m),
		logout: () => session.logout(),
		t,
	});
	return shared;
};
