import { t } from '../../i18n/index.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';

/** Jackpots by pool, as 'Quinella $8.40'. */
export const jackpotText = (jackpot: Record<string, number> = {}) =>
	Object.entries(jackpot)
		.map(([pool, amount]) => `${t(`racecard.pools.${pool}`)} ${formatAmount(amount)}`)
		.join(' · ');

/** What the prices are: approximate, from the live pools as of a time, and the jackpots this race takes in. */
export function PriceNote({ card }: { card: RaceCard }) {
	const jackpots = jackpotText(card.jackpot);
	return (
		<div class="price-note">
			{card.prices_at && <p>{t('racecard.approxPrices', { time: formatTime(new Date(card.prices_at)) })}</p>}
			{card.pools && (
				<p>{t('racecard.poolSizes', { win: formatAmount(card.pools.win), place: formatAmount(card.pools.place) })}</p>
			)}
			{jackpots && <p class="race-jackpot">{t('racecard.jackpot', { pools: jackpots })}</p>}
		</div>
	);
}
