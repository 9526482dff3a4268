// Australian tote places: fixed by the field when betting opens, so later scratchings never change it.
export function placesPaid(startersAtBettingOpen: number): number {
	if (startersAtBettingOpen >= 8) return 3;
	if (startersAtBettingOpen >= 5) return 2;
	return 0;
}
