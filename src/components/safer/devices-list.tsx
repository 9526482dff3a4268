// The player's signed-in devices, each with 'Sign out' (this device's is a logout).
import { useEffect } from 'preact/compat';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { SaferModel } from '../../state/safer.ts';
import type { Device } from '../../state/safer-types.ts';
import { focusNext } from '../focus/focus-next.ts';
import { StatusView } from './status-view.tsx';

const when = (iso: string) => formatDateTime(new Date(iso));

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
				<ul>
					{list.map((d) => {
						const name = d.current ? t('safer.thisDevice') : d.device_id.slice(0, 12);
						return (
							<li key={d.session_id} class="sf-device">
								<div>
									<div>{name}</div>
									<div class="w-muted">
										{t('safer.lastSeen', { since: when(d.created_at), seen: when(d.last_seen_at) })}
									</div>
								</div>
								<button
									type="button"
									class="btn"
									aria-label={t('safer.signOutDevice', { device: name })}
									aria-busy={model.saving.value === d.session_id}
									onClick={() => void signOut(d)}
								>
									{t('safer.signOut')}
								</button>
							</li>
						);
					})}
				</ul>
			</StatusView>
		</section>
	);
}
