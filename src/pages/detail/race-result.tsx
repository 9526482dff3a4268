import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import type { RaceCard } from '../../state/races-card.ts';
import { jackpotText } from './price-note.tsx';
import { TableHead } from './table-head.tsx';

/** The finish (dead heats shown together) and each pool's final dividend per $1, with any jackpot it paid out. */
export function RaceResult({ card }: { card: RaceCard }) {
	if (!card.result) return null;
	const jackpots = jackpotText(card.jackpot);
	return (
		<section class="race-result" aria-labelledby="race-result-title">
			<h2 id="race-result-title">{t('racecard.result')}</h2>
			<ol class="race-finish">
				{card.result.finish.map((group) => (
					<li key={group.join('=')}>{group.join(' = ')}</li>
				))}
			</ol>
			{jackpots && <p class="race-jackpot">{t('racecard.jackpotPaid', { pools: jackpots })}</p>}
			{card.dividends && card.dividends.length > 0 && (
				<table class="dividend-table">
					<caption>{t('racecard.dividends')}</caption>
					<TableHead columns={[t('racecard.pool'), t('racecard.combo'), t('racecard.dividend')]} />
					<tbody>
						{card.dividends.map((d) => (
							<tr key={`${d.pool}-${d.combo.join('-')}`}>
								<td>{t(`racecard.pools.${d.pool}`)}</td>
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
