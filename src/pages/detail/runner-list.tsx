// The race card: one row a runner with its number, silks, name, barrier and jockey, and its Win and Place prices.
import { Silks } from '../../components/silks.tsx';
import { t } from '../../i18n/index.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import { PriceButton } from './price-button.tsx';

/** Scratched runners are struck through and take no bets; prices show while the pools are open or just closed. */
export function RunnerList({ card, priced }: { card: RaceCard; priced: boolean }) {
	return (
		<section class="runner-card" aria-labelledby="runners-title">
			<div class="runner-head">
				<h2 id="runners-title">{t('racecard.runners')}</h2>
				{priced && (
					<p class="runner-cols" aria-hidden="true">
						<span>{t('racecard.pools.win')}</span>
						<span>{t('racecard.pools.place')}</span>
					</p>
				)}
			</div>
			<ol class="runner-list">
				{card.runners.map((r) => (
					<li key={r.horse_id} class={r.scratched ? 'runner scratched' : 'runner'}>
						<span class="runner-no">{r.horse_id}</span>
						{r.silks && <Silks silks={r.silks} />}
						<p class="runner-name">
							{r.scratched ? <s>{r.name}</s> : <strong>{r.name}</strong>}
							<small>
								{r.scratched
									? t('racecard.scratched')
									: t('racecard.runnerMeta', { barrier: r.barrier ?? '—', jockey: r.jockey ?? '—' })}
							</small>
						</p>
						{priced && (
							<span class="runner-prices">
								<PriceButton card={card} runner={r} kind="win" />
								<PriceButton card={card} runner={r} kind="place" />
							</span>
						)}
					</li>
				))}
			</ol>
		</section>
	);
}
