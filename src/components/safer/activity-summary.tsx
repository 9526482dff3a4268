// Money in and out by month, for the Statement page: deposits, withdrawals, stakes and returns.
import './safer.css';
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { saferModel } from '../../state/safer/safer-model.ts';
import { StatusView } from './status-view.tsx';

const FIELDS = ['deposits', 'withdrawals', 'stakes', 'returns'] as const;

export function ActivitySummary({ model = saferModel() }: { model?: ReturnType<typeof saferModel> }) {
	useEffect(() => void model.fetchActivity(6), [model]);
	const months = model.activity.value;
	return (
		<details class="w-card">
			<summary>{t('safer.activity')}</summary>
			<StatusView status={model.activityStatus.value} empty={!months.length} retry={() => void model.fetchActivity(6)}>
				<ul class="sf-months">
					{months.map((m) => (
						<li key={m.month} class="sf-month">
							<strong>{m.month}</strong>
							<dl>
								{FIELDS.map((f) => [<dt key={`${f}t`}>{t(`safer.${f}`)}</dt>, <dd key={f}>{formatAmount(m[f])}</dd>])}
							</dl>
						</li>
					))}
				</ul>
			</StatusView>
		</details>
	);
}
