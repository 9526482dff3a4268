// Safer play: deposit and bet limits, taking a break, reality-check reminders and signed-in devices.
import '../../styles/wallet.css';
import '../../components/safer/safer.css';
import { useEffect } from 'preact/hooks';
import type { PageProps } from '../../components/page-props.ts';
import { DevicesList } from '../../components/safer/devices-list.tsx';
import { FailedSignIns } from '../../components/safer/failed-sign-ins.tsx';
import { StatusView } from '../../components/safer/status-view.tsx';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import { type SaferModel, saferModel } from '../../state/safer/safer-model.ts';
import { confirmModal } from '../../state/shell/modal.ts';
import { ExclusionForm } from './exclusion-form.tsx';
import { LimitCard } from './limit-card.tsx';

const MINUTES = [0, 15, 30, 60];

function Limits({ model }: { model: SaferModel }) {
	const s = model.settings.value!;
	const groups = [
		['deposit', s.limits.deposit],
		['bet', s.limits.bet],
	] as const;
	return (
		<>
			{groups.map(([kind, limits]) => (
				<section key={kind} class="w-card" aria-labelledby={`sf-${kind}`}>
					<h2 id={`sf-${kind}`}>{t(`safer.${kind}`)}</h2>
					{Object.entries(limits).map(([period, limit]) => (
						<LimitCard key={period} model={model} kind={kind} period={period} limit={limit} />
					))}
				</section>
			))}
			<p class="w-muted" style={{ margin: '0 12px' }}>
				{t('safer.cooling', { days: s.cooling_off_days })}
			</p>
		</>
	);
}

function Reality({ model }: { model: SaferModel }) {
	const minutes = model.settings.value?.reality_check_minutes ?? 0;
	return (
		<section class="w-card sf-reality" aria-labelledby="sf-reality">
			<h2 id="sf-reality">{t('safer.reality')}</h2>
			<label for="sf-minutes">{t('safer.realityHelp')}</label>
			<select
				id="sf-minutes"
				value={String(minutes)}
				aria-busy={model.saving.value === 'reality'}
				onChange={(e) => void model.setRealityCheck(Number(e.currentTarget.value))}
			>
				{MINUTES.map((m) => (
					<option key={m} value={String(m)}>
						{m ? t('safer.every', { n: m }) : t('safer.off')}
					</option>
				))}
			</select>
		</section>
	);
}

export function SaferView({ model, confirm }: { model: SaferModel; confirm: typeof confirmModal }) {
	useEffect(() => void model.fetchSettings(), [model]);
	return (
		<>
			<p class="w-muted" style={{ margin: '12px' }}>
				{t('safer.intro')}
			</p>
			<StatusView status={model.status.value} empty={!model.settings.value} retry={() => void model.fetchSettings()}>
				<Limits model={model} />
				<ExclusionForm model={model} confirm={confirm} />
				<Reality model={model} />
			</StatusView>
			<DevicesList model={model} />
			<FailedSignIns model={model} />
		</>
	);
}

export default function SaferPage(_props: PageProps) {
	const model = saferModel();
	usePullRefresh(() => Promise.all([model.fetchSettings(), model.fetchDevices()]));
	return <SaferView model={model} confirm={confirmModal} />;
}
