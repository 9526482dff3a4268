import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { finishOrder } from '../../../src/pages/detail/race-result.tsx';
import type { RaceCard } from '../../../src/state/races/race-card-model.ts';

const card = (finish: number[][], ids: number[]) =>
	({
		race_id: 1,
		runners: ids.map((id) => ({ horse_id: id, name: `Horse ${id}` })),
		result: { finish },
	}) as unknown as RaceCard;

test('a resulted card lists its runners in finish order, dead heats by number, the unplaced after them by number', () => {
	const order = finishOrder(card([[5], [2], [7, 3], [1]], [1, 2, 3, 4, 5, 6, 7, 8]));
	assert.equal(
		order.map((r) => r.horse_id),
		[5, 2, 3, 7, 1, 4, 6, 8],
	);
});

test('a card with no result keeps its runners by number', () => {
	const open = { ...card([], [3, 1, 2]), result: null } as RaceCard;
	assert.equal(
		finishOrder(open).map((r) => r.horse_id),
		[1, 2, 3],
	);
});

test.run();
