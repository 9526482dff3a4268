import { horseLabel } from '../../bets/bet-form.ts';
import { t } from '../../i18n/index.ts';
import type { Runner } from '../../state/races-card.ts';
import { TableHead } from './table-head.tsx';

const price = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(2));

/** The field: number-name, barrier, jockey and, while the pools are open, the Win and Place prices; scratchings struck through. */
export function RunnerTable({ runners, priced }: { runners: readonly Runner[]; priced: boolean }) {
	return (
		<table class="runner-table">
			<caption>{t('racecard.runners')}</caption>
			<TableHead
				columns={[
					'#',
					t('racecard.barrier'),
					t('racecard.jockey'),
					...(priced ? [t('racecard.pools.win'), t('racecard.pools.place')] : []),
				]}
			/>
			<tbody>
				{runners.map((r) => {
					const name = horseLabel(r);
					return (
						<tr key={r.horse_id} class={r.scratched ? 'scratched' : undefined}>
							<th scope="row">
								{r.scratched ? (
									<>
										<s>{name}</s> <small>{t('racecard.scratched')}</small>
									</>
								) : (
									name
								)}
							</th>
							<td>{r.barrier ?? '—'}</td>
							<td>{r.jockey ?? '—'}</td>
							{priced && <td class="runner-price">{price(r.scratched ? null : r.win_price)}</td>}
							{priced && <td class="runner-price">{price(r.scratched ? null : r.place_price)}</td>}
						</tr>
					);
				})}
			</tbody>
		</table>
	);
}
