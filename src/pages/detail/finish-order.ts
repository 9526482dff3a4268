// A resulted card lists its runners in the order they finished.
import type { RaceCard } from '../../state/races/race-card-model.ts';

/** The runners in finish order (dead heats by number), those the result does not place after them: a resulted card's list. */
export function finishOrder(card: RaceCard): RaceCard['runners'] {
	const place = new Map((card.result?.finish ?? []).flatMap((group, i) => group.map((id) => [id, i])));
	const at = (id: number) => place.get(id) ?? Number.POSITIVE_INFINITY;
	return [...card.runners].sort((a, b) => at(a.horse_id) - at(b.horse_id) || a.horse_id - b.horse_id);
}
