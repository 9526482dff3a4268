// Self-exclusion: a period, a clear warning, the typed word, and one more confirmation.
import { useState } from 'preact/hooks';
import { ExclusionBanner } from '../../components/safer/exclusion-banner.tsx';
import { SendButton } from '../../components/send-button.tsx';
import { t } from '../../i18n/index.ts';
import type { SaferModel } from '../../state/safer/safer-model.ts';
import type { ModalRequest } from '../../state/shell/modal.ts';

const PERIODS = ['24h', '7d', '30d', '6m', 'permanent'] as const;

export function ExclusionForm(props: { model: SaferModel; confirm(r: ModalRequest): Promise<boolean> }) {
	const { model } = props;
	const [period, setPeriod] = useState<string>('24h');
	const [word, setWord] = useState('');
	const busy = model.saving.value === 'exclude';
	const until = model.settings.value?.self_excluded_until;
	const onSubmit = async (e: Event) => {
		e.preventDefault();
		if (busy) return;
		const label = t(`safer.periods.${period}`);
		if (
			word.trim() === 'EXCLUDE' &&
			!(await props.confirm({ title: t('safer.exclusion'), content: t('safer.excludeAsk', { period: label }) }))
		)
			return;
		if ((await model.exclude(period, word)) === 'saved') setWord('');
	};
	return (
		<form class="w-card sf-exclude" aria-labelledby="sf-exclusion" onSubmit={onSubmit}>
			<h2 id="sf-exclusion">{t('safer.exclusion')}</h2>
			<ExclusionBanner until={until} />
			<p class="sf-warning">{t('safer.warning')}</p>
			{until !== 'permanent' && (
				<>
					<label for="sf-period">{t('safer.excludeFor')}</label>
					<select id="sf-period" value={period} onChange={(e) => setPeriod(e.currentTarget.value)}>
						{PERIODS.map((p) => (
							<option key={p} value={p}>
								{t(`safer.periods.${p}`)}
							</option>
						))}
					</select>
					<label for="sf-confirm">{t('safer.confirmLabel')}</label>
					<input
						id="sf-confirm"
						autoComplete="off"
						autoCapitalize="characters"
						value={word}
						onInput={(e) => setWord(e.currentTarget.value)}
					/>
					<p>
						<SendButton
							busy={busy}
							label={t('safer.excludeButton')}
							busyLabel={t('safer.saving')}
							className="sf-serious"
						/>
					</p>
				</>
			)}
		</form>
	);
}
