// A runner's Win or Place price on the race card: while the race is open, a tap puts that bet in the slip.
import { t } from '../../i18n/index.ts';
import type { RaceCard, Runner } from '../../state/races/race-card-model.ts';
import { betSlip } from '../../state/slip/bet-slip.ts';
import { cardPick, pickId, SINGLE_PLACE, SINGLE_WIN } from '../../state/slip/bet-slip-quote.ts';

export function PriceButton({ card, runner, kind }: { card: RaceCard; runner: Runner; kind: 'win' | 'place' }) {
	const price = runner.scratched ? null : runner[`${kind}_price`];
	// no price, no bet: a runner scratched, or a pool not offered (Place with under 5 starters):
	if (price == null) return <span class="runner-price" />;
	const text = price.toFixed(2);
	if (card.status !== 'open') return <span class="runner-price">{text}</span>;
	const pick = cardPick(card, runner, kind === 'win' ? SINGLE_WIN : SINGLE_PLACE, price);
	const id = pickId(pick);
	return (
		<button
			type="button"
			class="runner-price price-btn"
			data-pick={id}
			aria-pressed={betSlip.picks.value.some((p) => pickId(p) === id)}
			aria-label={t(`racecard.price.${kind}`, { no: runner.horse_id, name: runner.name, price: text })}
			onClick={() => betSlip.toggle(pick)}
		>
			{text}
		</button>
	);
}
