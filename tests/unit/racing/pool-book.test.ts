import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settleBet } from '../../../server/domain/tote/bet-outcome.ts';
import type { PlacedBet } from '../../../server/domain/tote/coverage.ts';
import { bookPool } from '../../../server/domain/tote/pool-book.ts';
import type { RaceResult } from '../../../server/domain/tote/race-result.ts';
import { declareDividends } from '../../../server/domain/tote/tote.ts';
import { emptySelections, type Selections } from '../../../shared/bets/bet-request.ts';
import { win } from './tote-vector.ts';

const bet = (type: number, picks: Partial<Selections>, dollars: number): PlacedBet => ({
	type,
	selections: { ...emptySelections(), ...picks },
	unitStakeCents: dollars * 100,
});
const result: RaceResult = { finish: [[2], [3], [1], [4]], scratched: [], abandoned: false, placesPaid: 3 };

const book = suite('booking pools from placed bets');

book('the docs/bets.md vector from single bets through to settlement', () => {
	const bets = win.map(([h, s]) => bet(1, { horse: [h!] }, s!));
	const input = bookPool('win', bets, result);
	assert.is(input.poolCents, 33800, 'the win pool is $338');
	const declared = declareDividends(input);
	assert.equal(declared.dividends, [{ combo: [2], cents: 261 }]);
	const s = settleBet(bets[9]!, result, undefined, { win: declared.dividends });
	assert.equal([s.outcome, s.returnCents], ['won', 25578], '$98 on runner 2 at $2.61');
});

book('exotic bets add every combination they hold', () => {
	const bets = [bet(7, { horse: [1, 2, 3] }, 1), bet(6, { horse1st: [2], horse2nd: [3], horse3rd: [1, 4] }, 2)];
	const input = bookPool('trifecta', bets, result);
	assert.is(input.poolCents, 600 + 400, 'six box combinations at $1, two straight at $2');
	assert.equal(input.winners, [{ combo: [2, 3, 1], share: [1, 1], stakeCents: 300 }]);
});

book('Each Way puts one stake in each of the win and place pools', () => {
	const bets = [bet(9, { horse: [2, 5] }, 10)];
	assert.is(bookPool('win', bets, result).poolCents, 2000);
	assert.is(bookPool('place', bets, result).poolCents, 2000);
});

book('scratched combinations stay out of the pool', () => {
	const bets = [bet(4, { horse: [2, 3, 9] }, 1)];
	const input = bookPool('quinella', bets, { ...result, scratched: [9] });
	assert.is(input.poolCents, 100, 'only the 2-3 pair is left');
	assert.is(input.winners[0]?.stakeCents, 100);
});

book.run();
