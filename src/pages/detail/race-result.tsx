// A resulted race's finish order and its dividends; comes in the card-top chunk, with the switcher.
import { Silks } from '../../components/silks.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import { jackpotText } from './price-note.tsx';
import { TableHead } from './table-head.tsx';

/** The first four home with silks and names (dead heats shown together), each pool's final dividend per $1, any
 * jackpot it paid out and what pools nobody won carried on: at the top of a resulted card. */
export function RaceResult({ card }: { card: RaceCard }) {
	if (!card.result) return null;
	const jackpots = jackpotText(card.jackpot);
	const carried = jackpotText(card.jackpot_out);
	const runner = (id: number) => card.runners.find((r) => r.horse_id === id);
	return (
		<section class="race-result" aria-labelledby="race-result-title">
			<h2 id="race-result-title">{t('racecard.result')}</h2>
			<ol class="race-finish">
				{card.result.finish.slice(0, 4).map((group) => (
					<li key={group.join('=')}>
						{group.map((id) => {
							const r = runner(id);
							return (
								<span key={id} class="race-finisher">
									{r?.silks && <Silks silks={r.silks} size={22} />}
									<b>{id}</b> {r?.name}
								</span>
							);
						})}
					</li>
				))}
			</ol>
			{jackpots && <p class="race-jackpot">{t('racecard.jackpotPaid', { pools: jackpots })}</p>}
			{carried && <p class="race-jackpot">{t('racecard.jackpotCarried', { pools: carried })}</p>}
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
