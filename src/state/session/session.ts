// The app's session, wired to the browser: localStorage, the app's http client, the hash navigation, the toast and i18n.

import { lazy } from '../../../shared/lib/lazy.ts';
import { balanceKeep, tokenHook, userApi } from '../../api/client.ts';
import { t } from '../../i18n/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { firstContent } from '../../lib/first-content.ts';
import { redirect } from '../../lib/hash-nav.ts';
import { nextTask } from '../../lib/next-task.ts';
import { createStorage } from '../../lib/storage.ts';
import { network } from '../shell/network.ts';
import { showToast } from '../shell/toast.ts';
import { createSession, tokenAccess } from './session-model.ts';

const storage = createStorage();

const device = lazy(() =>
	import('../../lib/fingerprint.ts').then((m) => m.createDeviceId({ storage, ...m.browserTraits() })),
);

/** The browser fingerprint sent as device_id, computed once; its code is only needed to sign in or register. */
const deviceId = (): Promise<string> => device.preload().then((read) => read());

export const session = createSession({
	api: userApi,
	storage,
	clock: systemClock,
	logger: console,
	navigate: (path) => redirect(path),
	toast: (message) => void showToast(message),
	t: (key) => t(key),
	deviceId,
	balanceKeep,
});

// every request from here on carries this session's token and renews it through the session:
tokenHook.fill(tokenAccess(session));
// back online, the balance is asked for at once, whatever page is showing:
network.onReconnect(() => {
	if (session.loggedIn.peek()) session.fetchBalance().catch(() => {});
});
// restore before the first route renders, so the sign-in guard sees a stored session; the first beat waits for the
// first screen's paint (within a second of start), so it never holds up the first page's data or render:
session.start(firstContent.painted());
// a signed-out player is headed for the sign-in form: fetch the fingerprint code once it is up (a sign-in sent
// sooner waits for it), so it does not share the thin connection with the form's own chunk; then make the id in a
// task of its own (a new device reads its zone through Intl, a long task on a budget phone), not in the sign-in tap:
if (!session.loggedIn.peek())
	void firstContent
		.settledTask()
		.then(() => device.preload())
		.then((read) => nextTask().then(read))
		.catch(() => {});
