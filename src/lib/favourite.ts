// The favourite: the runner with the lowest win price among those still running; runners sharing it are joint
// favourites. The tote's price where there is one, else the form price the card also carries.
interface Priced {
	horse_id: number;
	scratched?: boolean;
	win_price?: number | null;
	odds?: number;
}

/** The favourite's number, or the joint favourites' numbers; none when no runner has a price. */
export function favourites(runners: readonly Priced[]): number[] {
	let best = Number.POSITIVE_INFINITY;
	let ids: number[] = [];
	for (const r of runners) {
		const price = r.scratched ? null : (r.win_price ?? r.odds);
		if (price == null || !(price > 0)) continue;
		if (price < best) [best, ids] = [price, [r.horse_id]];
		else if (price === best) ids.push(r.horse_id);
	}
	return ids;
}
