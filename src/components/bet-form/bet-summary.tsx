import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { BetDraft } from '../../state/bet-draft.ts';

/** Live combinations, total cost, the cost at the exchange rate, and what still stops the bet. */
export function BetSummary({ model }: { model: BetDraft }) {
	const { combinations, costCents } = model.quote.value;
	const rate = model.rate.value;
	const problems = model.problems.value;
	const show = model.tried.value || model.betType.value > 0;
	return (
		<>
			<dl class="bet-summary" aria-live="polite">
				<dt>{t('bet.label.combinations')}</dt>
				<dd data-testid="bet-combinations">{combinations}</dd>
				<dt>{t('bet.label.cost')}</dt>
				<dd data-testid="bet-cost">{costCents === null ? '—' : formatMoney(costCents)}</dd>
				{rate !== null && costCents !== null && (
					<>
						<dt>{t('bet.converted', { rate })}</dt>
						<dd data-testid="bet-converted">{formatMoney(Math.round(costCents * rate))}</dd>
					</>
				)}
			</dl>
			{show && problems.length > 0 && (
				<ul class="bet-problems" aria-live="polite">
					{problems.map((p) => (
						<li key={`${p.code}-${p.field ?? ''}`}>{t(p.key, p.params)}</li>
					))}
				</ul>
			)}
		</>
	);
}
