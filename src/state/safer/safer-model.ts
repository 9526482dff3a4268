// Safer play: the player's limits, exclusion, reality-check interval, devices and monthly activity.
// The server enforces every rule; this model only reads and asks.
import { batch, signal } from '@preact/signals';
import type { GenericSchema } from 'valibot';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { amountFromCents, centsFromInput } from '../../../shared/money/amount.ts';
import type { Http } from '../../api/http.ts';
import { activityShape, devicesShape, saferSettingsShape, sessionSummaryShape } from '../../api/shapes/safer.ts';
import { reasonOf } from '../common/failure-text.ts';
import type { LoadStatus } from '../common/model-deps.ts';
import type {
	Device,
	FailedSignIn,
	LimitKind,
	MonthActivity,
	SaferSettings,
	SendResult,
	SessionSummary,
} from './safer-types.ts';

export interface SaferDeps {
	http: Http;
	online(): boolean;
	notify(message: string): void;
	logout(): void;
	t(key: string, params?: Record<string, unknown>): string;
}

export function createSafer(deps: SaferDeps) {
	const settings = signal<SaferSettings | null>(null);
	const status = signal<LoadStatus>('idle');
	const devices = signal<Device[]>([]);
	const devicesStatus = signal<LoadStatus>('idle');
	const failedSignIns = signal<FailedSignIn[]>([]);
	const activity = signal<MonthActivity[]>([]);
	const activityStatus = signal<LoadStatus>('idle');
	const saving = signal<string | null>(null);

	async function load<T>(
		url: string,
		schema: GenericSchema,
		target: typeof status,
		has: () => boolean,
		apply: (d: T) => void,
	) {
		if (!has()) target.value = 'loading';
		try {
			const { data } = await deps.http.get<T>(url, { schema });
			batch(() => {
				apply(data);
				target.value = 'ready';
			});
		} catch (error) {
			if (has()) deps.notify(reasonOf(error));
			else target.value = 'error';
		}
	}

	/** One change at a time; the form keeps what was typed unless the server accepted it. */
	async function send(what: string, url: string, body: unknown): Promise<SendResult> {
		if (saving.peek()) return 'busy';
		if (!deps.online()) {
			deps.notify(deps.t('errors.offline'));
			return 'offline';
		}
		saving.value = what;
		try {
			const { data } = await deps.http.post<SaferSettings>(url, body, { schema: saferSettingsShape });
			settings.value = data;
			deps.notify(deps.t('safer.saved'));
			return 'saved';
		} catch (error) {
			deps.notify(reasonOf(error));
			return 'failed';
		} finally {
			saving.value = null;
		}
	}

	return {
		...readOnly({
			settings,
			status,
			devices,
			devicesStatus,
			failedSignIns,
			activity,
			activityStatus,
			saving,
		}),
		/** Wrong passwords tried on the player's name lately; quiet on failure (the devices list beside it says). */
		fetchFailedSignIns: () =>
			deps.http.get<{ list: FailedSignIn[] }>('/safer/failed-sign-ins').then(
				(r) => {
					failedSignIns.value = r.data.list;
				},
				() => {},
			),
		fetchSettings: () =>
			load<SaferSettings>(
				'/safer/settings',
				saferSettingsShape,
				status,
				() => !!settings.peek(),
				(d) => (settings.value = d),
			),
		// one entry per device, so a page of the server's largest size is every device a player has:
		fetchDevices: () =>
			load<{ list: Device[] }>(
				'/safer/devices?size=100',
				devicesShape,
				devicesStatus,
				() => !!devices.peek().length,
				(d) => {
					devices.value = d.list;
				},
			),
		fetchActivity: (months = 6) =>
			load<{ list: MonthActivity[] }>(
				`/safer/activity?months=${months}`,
				activityShape,
				activityStatus,
				() => !!activity.peek().length,
				(d) => {
					activity.value = d.list;
				},
			),
		/** Empty text removes the limit (after the cooling-off). */
		setLimit(kind: LimitKind, period: string, text: string): Promise<SendResult> {
			const parsed = text.trim() ? centsFromInput(text) : null;
			if (parsed && !parsed.ok) {
				deps.notify(deps.t(`safer.amount.${parsed.error}`));
				return Promise.resolve('invalid');
			}
			return send(`${kind}.${period}`, '/safer/limits', {
				kind,
				period,
				amount: parsed ? amountFromCents(parsed.cents) : null,
			});
		},
		exclude(period: string, confirm: string): Promise<SendResult> {
			if (confirm.trim() !== 'EXCLUDE') {
				deps.notify(deps.t('safer.confirmWrong'));
				return Promise.resolve('invalid');
			}
			return send('exclude', '/safer/exclude', { period, confirm: confirm.trim() });
		},
		setRealityCheck: (minutes: number) => send('reality', '/safer/reality-check', { minutes }),
		fetchSummary: () =>
			deps.http.get<SessionSummary>('/safer/session-summary', { schema: sessionSummaryShape }).then((r) => r.data),
		/** Signing out this device is a logout; another one is revoked on the server. */
		async revokeDevice(device: Device) {
			if (device.current) return deps.logout();
			if (saving.peek()) return;
			saving.value = device.session_id;
			try {
				await deps.http.post('/safer/devices/revoke', { session_id: device.session_id });
				devices.value = devices.peek().filter((d) => d.session_id !== device.session_id);
			} catch (error) {
				deps.notify(reasonOf(error));
			} finally {
				saving.value = null;
			}
		},
	};
}

export type SaferModel = ReturnType<typeof createSafer>;
