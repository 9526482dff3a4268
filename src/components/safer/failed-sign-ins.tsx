// Recent wrong passwords on the player's name: when, from where, on what; and what to do if it was not them.
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { SaferModel } from '../../state/safer/safer-model.ts';
import { deviceLabel } from './devices-list.tsx';

export function FailedSignIns({ model }: { model: SaferModel }) {
	useEffect(() => void model.fetchFailedSignIns(), [model]);
	const list = model.failedSignIns.value;
	if (!list.length) return null;
	return (
		<section class="w-card" aria-labelledby="sf-failed">
			<h2 id="sf-failed">{t('safer.failedSignIns')}</h2>
			<p class="w-muted">{t('safer.failedSignInsHelp')}</p>
			<ul class="sf-devices">
				{list.map((f) => (
					<li key={f.at + f.address} class="sf-device">
						<div>
							<div class="sf-device-name">{deviceLabel(f)}</div>
							<div class="w-muted">
								{t('safer.failedAt', { at: formatDateTime(new Date(f.at)), address: f.address })}
							</div>
						</div>
					</li>
				))}
			</ul>
		</section>
	);
}
