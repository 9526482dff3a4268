import { horseLabel } from '../../bets/bet-form.ts';
import { t } from '../../i18n/index.ts';
import type { Runner } from '../../state/races-card.ts';
import { TableHead } from './table-head.tsx';

/** The field: number-name, barrier, jockey and odds; scratchings struck through. */
export function RunnerTable({ runners }: { runners: readonly Runner[] }) {
	return (
		<table class="runner-table">
			<caption>{t('race.runners')}</caption>
			<TableHead columns={['#', t('race.barrier'), t('race.jockey'), t('race.odds')]} />
			<tbody>
				{runners.map((r) => {
					const name = horseLabel(r);
					return (
						<tr key={r.horse_id} class={r.scratched ? 'scratched' : undefined}>
							<th scope="row">
								{r.scratched ? (
									<>
										<s>{name}</s> <small>{t('race.scratched')}</small>
									</>
								) : (
									name
								)}
							</th>
							<td>{r.barrier ?? '—'}</td>
							<td>{r.jockey ?? '—'}</td>
							<td>{r.scratched || r.odds == null ? '—' : r.odds.toFixed(2)}</td>
						</tr>
					);
				})}
			</tbody>
		</table>
	);
}
