import { t } from '../../i18n/index.ts';
import type { Runner } from '../../state/races-card.ts';

const price = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(2));

/** The field: number-name, barrier, jockey and, while the pools are open, the Win and Place prices; scratchings struck through. */
export function RunnerTable({ runners, priced }: { runners: readonly Runner[]; priced: boolean }) {
	return (
		<table class="runner-table">
			<caption>{t('racecard.runners')}</caption>
			<thead>
				<tr>
					<th scope="col">#</th>
					<th scope="col">{t('racecard.barrier')}</th>
					<th scope="col">{t('racecard.jockey')}</th>
					{priced && <th scope="col">{t('racecard.pools.win')}</th>}
					{priced && <th scope="col">{t('racecard.pools.place')}</th>}
				</tr>
			</thead>
			<tbody>
				{runners.map((r) => {
					const name = `${r.horse_id}-${r.name}`;
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
