// The player's session: tokens and identity persisted; sign-in, sign-up, renewal, sign-out and expiry.
import { batch, computed, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { isApiError } from '../../api/errors.ts';
import type { SessionAccess } from '../../api/token-hook.ts';
import type { AuthData, PhoneCode, Registration, UserApi } from '../../api/user.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import { createHeartbeat } from './heartbeat-model.ts';
import { type BalanceKeep, createSessionAccount } from './session-account-model.ts';

export const LOGIN_PATH = '/pages/login/login';
const SIGN_IN_PAUSE = 500;
const KEYS = { token: 'token', refreshToken: 'refresh_token', userName: 'user_name', userId: 'user_id' } as const;

export interface SessionDeps {
	api: UserApi;
	storage: KeyValueStorage;
	clock: Clock;
	logger: Logger;
	navigate(path: string): void;
	toast(message: string): void;
	t(key: string): string;
	deviceId(): Promise<string>;
	/** Where the last balance read is kept for an offline start; none in tests that do not ask. */
	balanceKeep?: BalanceKeep;
}

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
	const { api, storage, logger } = deps;
	const token = signal<string | null>(null);
	const refreshToken = signal<string | null>(null);
	const userName = signal<string | null>(null);
	const userId = signal<string | null>(null);
	const account = createSessionAccount({
		api,
		logger,
		clock: deps.clock,
		keep: deps.balanceKeep,
		user: () => userName.peek(),
	});
	const loggedIn = computed(() => !!token.value && !!userName.value);
	const heartbeat = createHeartbeat(() => api.heartbeat(), deps.clock, logger);

	/** Fields are stored in the order given: see `setTokens`. `persist: false` holds them in this tab only. */
	function write(fields: Partial<Record<keyof typeof KEYS, string | null>>, persist = true) {
		const targets = { token, refreshToken, userName, userId };
		batch(() => {
			for (const [field, value] of Object.entries(fields) as [keyof typeof KEYS, string | null][]) {
				targets[field].value = value;
				if (persist) storage.set(KEYS[field], value);
			}
		});
	}

	function clear() {
		heartbeat.stop();
		batch(() => {
			write({ token: null, refreshToken: null, userName: null, userId: null });
			account.clear();
		});
	}

	async function fetchUserId() {
		try {
			const id = await api.uid();
			if (id != null && id !== '') write({ userId: String(id) });
		} catch (error) {
			logger.warn('user id lookup failed:', error);
		}
	}

	async function establish(auth: Promise<AuthData>) {
		let data: AuthData;
		try {
			data = await auth;
		} catch (error) {
			// a crashed server is reported as a connection problem, every other refusal with the server's message:
			if (isApiError(error) && error.httpStatus === 500) throw new Error(deps.t('errors.network'));
			throw error;
		}
		// the access token goes last, as in `setTokens`: a tab that reads it has read its refresh token and player too
		write({
			refreshToken: data.refresh_token,
			userName: data.user_name,
			userId: data.user_id == null ? null : String(data.user_id),
			token: data.access_token,
		});
		heartbeat.start(SIGN_IN_PAUSE);
		if (data.user_id == null) void fetchUserId();
	}

	return {
		...readOnly({ token, refreshToken, userName, userId }),
		loggedIn,
		balance: account.balance,
		balanceAt: account.balanceAt,
		balanceStale: account.balanceStale,
		bankCard: account.bankCard,

		/** Restores a stored session at app start and beats at once, or once `firstBeat` settles (the first screen painted). */
		start(firstBeat?: Promise<unknown>) {
			const stored = storage.get(KEYS.token);
			const name = storage.get(KEYS.userName);
			if (!stored || !name) return;
			write({
				token: stored,
				refreshToken: storage.get(KEYS.refreshToken),
				userName: name,
				userId: storage.get(KEYS.userId),
			});
			heartbeat.start(firstBeat ?? 0);
			if (!userId.peek()) void fetchUserId();
		},
		async signIn(user_name: string, password: string, phoneCode?: PhoneCode) {
			await establish(api.signIn({ user_name, password, device_id: await deps.deviceId(), ...phoneCode }));
		},
		sendSignInCode: (user_name: string) => api.signInCode(user_name),
		async register(form: Omit<Registration, 'device_id'>) {
			await establish(api.register({ ...form, device_id: await deps.deviceId() }));
		},
		sendCode: (phone: string) => api.sendCode(phone),
		setTokens(access: string, refresh: string) {
			// another tab sees these writes in order, maybe between the two: the refresh token goes first, so a tab
			// that reads the new access token reads its refresh token too, never the one this renewal spent
			write({ refreshToken: refresh, token: access });
		},
		/** Takes the tokens another tab stored for this player, unless they are still `stale`; true when it did. */
		adoptStored(stale: string | null): boolean {
			const [stored, refresh] = [storage.get(KEYS.token), storage.get(KEYS.refreshToken)];
			if (!stored || !refresh || stored === stale || storage.get(KEYS.userName) !== userName.peek()) return false;
			// held, not written back: a pair read while another tab's writes were arriving must not overwrite them
			write({ token: stored, refreshToken: refresh }, false);
			return true;
		},
		/** Best-effort server logout: the request leaves with the current token before it is cleared. */
		logout() {
			api.logout(refreshToken.peek()).catch((error) => logger.warn('logout request failed:', error));
			clear();
			deps.navigate(LOGIN_PATH);
		},
		/** The session could not be renewed: clear it, tell the player, go to login. */
		expire(): string {
			const message = deps.t('errors.sessionExpired');
			clear();
			deps.toast(message);
			deps.navigate(LOGIN_PATH);
			return message;
		},
		fetchBalance: account.fetchBalance,
		fetchBankCard: account.fetchBankCard,
		saveBankCard: account.saveBankCard,
		fetchUserId,
		get heartbeatRunning() {
			return heartbeat.running;
		},
	};
}

/** What the http client needs of a session: the tokens to send, where renewed ones go, and the way out. */
export const tokenAccess = (session: Session): SessionAccess => ({
	token: () => session.token.peek(),
	refreshToken: () => session.refreshToken.peek(),
	setTokens: (access, refresh) => session.setTokens(access, refresh),
	adopt: (stale) => session.adoptStored(stale),
	expire: () => session.expire(),
});
