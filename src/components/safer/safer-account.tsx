// On the Account page: the way to Safer play, a running exclusion's end date, and the devices list.
import './safer.css';
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { saferModel } from '../../state/safer/safer-model.ts';
import { DevicesList } from './devices-list.tsx';
import { ExclusionBanner } from './exclusion-banner.tsx';
import { FailedSignIns } from './failed-sign-ins.tsx';

export function SaferAccount({ model = saferModel() }: { model?: ReturnType<typeof saferModel> }) {
	useEffect(() => void model.fetchSettings(), [model]);
	return (
		<>
			<section class="w-card">
				<ExclusionBanner until={model.settings.value?.self_excluded_until} />
				<a class="btn" href="#/pages/safer/safer">
					{t('safer.title')}
				</a>
			</section>
			<DevicesList model={model} />
			<FailedSignIns model={model} />
		</>
	);
}
