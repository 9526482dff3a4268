import { t } from '../../i18n/index.ts';
import type { Runner } from '../../state/races-card.ts';

/** The field: number-name, barrier, jockey and odds; scratchings struck through. */
export function RunnerTable({ runners }: { runners: readonly Runner[] }) {
	return (
		<table class="runner-table">
			<caption>{t('race.runners')}</caption>
			<thead>
				<tr>
					<th scope="col">#</th>
					<th scope="col">{t('race.barrier')}</th>
					<th scope="col">{t('race.jockey')}</th>
					<th scope="col">{t('race.odds')}</th>
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
