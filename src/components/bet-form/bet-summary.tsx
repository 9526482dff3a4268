import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { BetDraft } from '../../state/bets/bet-draft-model.ts';
import { problemId } from './problem-links.ts';

/**
 * Live combinations, total cost, the cost at the exchange rate, and what still stops the bet. None of it is a live
 * region: it changes with every keystroke; a refused send moves focus to the problem's control instead.
 */
export function BetSummary({ model }: { model: BetDraft }) {
	const { combinations, costCents } = model.quote.value;
	const rate = model.rate.value;
	const problems = model.problems.value;
	const show = model.tried.value || model.betType.value > 0;
	const lists = model.type.value?.selections ?? [];
	return (
		<>
			<dl class="bet-summary">
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
				<ul id="bet-problems" class="bet-problems" tabIndex={-1}>
					{problems.map((p) => {
						const text = t(p.key, p.params);
						// a runner list's problem names its list, as its legend does:
						const list = lists.find((s) => s.field === p.field);
						return (
							<li key={problemId(p)} id={problemId(p)}>
								{list ? t('bet.inList', { list: t(list.key), problem: text }) : text}
							</li>
						);
					})}
				</ul>
			)}
		</>
	);
}
