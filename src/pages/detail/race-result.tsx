import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import type { RaceCard } from '../../state/races-card.ts';
import { TableHead } from './table-head.tsx';

/** The finish (dead heats shown together) and each pool's dividend per $1. */
export function RaceResult({ card }: { card: RaceCard }) {
	if (!card.result) return null;
	return (
		<section class="race-result" aria-labelledby="race-result-title">
			<h2 id="race-result-title">{t('race.result')}</h2>
			<ol class="race-finish">
				{card.result.finish.map((group) => (
					<li key={group.join('=')}>{group.join(' = ')}</li>
				))}
			</ol>
			{card.dividends && card.dividends.length > 0 && (
				<table class="dividend-table">
					<caption>{t('race.dividends')}</caption>
					<TableHead columns={[t('race.pool'), t('race.combo'), t('race.dividend')]} />
					<tbody>
						{card.dividends.map((d) => (
							<tr key={`${d.pool}-${d.combo.join('-')}`}>
								<td>{t(`race.pools.${d.pool}`)}</td>
								<td>{d.combo.join('-')}</td>
								<td>{formatAmount(d.dividend)}</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</section>
	);
}
