// The app's session, wired to the browser: localStorage, fetch, the hash router, the toast and i18n.
import { systemClock } from '../api/clock.ts';
import { ABORTED, NETWORK, TIMEOUT } from '../api/errors.ts';
import { createHttp } from '../api/http.ts';
import { createUserApi } from '../api/user.ts';
import { showToast } from '../components/toast-model.ts';
import { t } from '../i18n/index.ts';
import { firstContent, trackedFetch } from '../lib/first-content.ts';
import { createStorage } from '../lib/storage.ts';
import { redirect } from '../router/hash-nav.ts';
import { createSession, type Session } from './session-model.ts';

const storage = createStorage();
const errorKeys = { [TIMEOUT]: 'errors.timeout', [ABORTED]: 'errors.aborted', [NETWORK]: 'errors.network' } as const;

let model: Session;

/** The one HTTP client: models call http.get/post('/area/endpoint'); components never do. */
export const http = createHttp({
	fetch: trackedFetch(firstContent, (input, init) => globalThis.fetch(input, init)),
	clock: systemClock,
	logger: console,
	describe: (code) => t(errorKeys[code]),
	session: {
		token: () => model.token.peek(),
		refreshToken: () => model.refreshToken.peek(),
		setTokens: (access, refresh) => model.setTokens(access, refresh),
		adopt: (stale) => model.adoptStored(stale),
		expire: () => model.expire(),
	},
});

export const userApi = createUserApi(http);

let device: Promise<() => Promise<string>> | undefined;
const loadDevice = () => {
	device ??= import('../lib/fingerprint.ts').then(
		(m) => m.createDeviceId({ storage, ...m.browserTraits() }),
		(error) => {
			device = undefined;
			throw error;
		},
	);
	return device;
};

/** The browser fingerprint sent as device_id, computed once; its code is only needed to sign in or register. */
export const deviceId = (): Promise<string> => loadDevice().then((read) => read());

model = createSession({
	api: userApi,
	storage,
	clock: systemClock,
	logger: console,
	navigate: (path) => redirect(path),
	toast: (message) => void showToast(message),
	t: (key) => t(key),
	deviceId,
});

export const session = model;

// restore before the first route renders, so the sign-in guard sees a stored session:
session.start();
// a signed-out player is headed for the sign-in form: fetch the fingerprint code once it is up (a sign-in sent
// sooner waits for it), so it does not share the thin connection with the form's own chunk:
if (!session.loggedIn.peek()) void firstContent.settled().then(() => loadDevice().catch(() => {}));
