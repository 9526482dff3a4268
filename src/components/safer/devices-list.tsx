// The player's signed-in devices, each with 'Sign out' (this device's is a logout).
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { SaferModel } from '../../state/safer/safer-model.ts';
import type { Device } from '../../state/safer/safer-types.ts';
import { focusNext } from '../focus/focus-next.ts';
import { StatusView } from './status-view.tsx';

// a date is never split across lines at its hyphens:
const when = (iso: string) => formatDateTime(new Date(iso)).replace(/-/g, '\u2011');

/** 'Chrome on Android' in the player's language, or as much of it as is known; never the device's id. */
export function deviceLabel({ browser, os }: Pick<Device, 'browser' | 'os'>): string {
	if (browser && os) return t('safer.deviceOn', { browser, os });
	return browser || os || t('safer.unknownDevice');
}

export function DevicesList({ model }: { model: SaferModel }) {
	useEffect(() => void model.fetchDevices(), [model]);
	const list = model.devices.value;
	const signOut = async (device: Device) => {
		await model.revokeDevice(device);
		// its row goes with it, so focus goes to the list rather than dropping to the page:
		if (!model.devices.peek().includes(device)) focusNext('sf-devices');
	};
	return (
		<section class="w-card" aria-labelledby="sf-devices">
			<h2 id="sf-devices" tabIndex={-1}>
				{t('safer.devices')}
			</h2>
			<StatusView status={model.devicesStatus.value} empty={!list.length} retry={() => void model.fetchDevices()}>
				<ul class="sf-devices">
					{list.map((d) => (
						<li key={d.session_id} class="sf-device">
							<div>
								<div class="sf-device-name">
									{deviceLabel(d)}
									{d.current && <span class="chip">{t('safer.thisDevice')}</span>}
								</div>
								<div class="w-muted">
									{t('safer.lastSeen', { since: when(d.created_at), seen: when(d.last_seen_at) })}
								</div>
							</div>
							<button
								type="button"
								class="btn"
								aria-label={t('safer.signOutDevice', { device: deviceLabel(d) })}
								aria-busy={model.saving.value === d.session_id}
								onClick={() => void signOut(d)}
							>
								{t('safer.signOut')}
							</button>
						</li>
					))}
				</ul>
			</StatusView>
		</section>
	);
}
