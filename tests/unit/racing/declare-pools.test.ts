import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { declarePools } from '../../../server/domain/tote/declare.ts';
import type { RaceResult } from '../../../server/domain/tote/race-result.ts';
import { emptySelections } from '../../../shared/bets/bet-request.ts';

const bet = (type: number, horse: number[], cents: number) => ({
	type,
	selections: { ...emptySelections(), horse },
	unitStakeCents: cents,
});
const ran = (finish: number[][], placesPaid = 3): RaceResult => ({
	finish,
	scratched: [],
	abandoned: false,
	placesPaid,
});

const s = suite('declaring a race with the jackpots waiting for it');

s('an unbacked pool carries its net plus what it took in; a backed one pays it out', () => {
	const bets = [bet(3, [1, 2], 1000), bet(1, [3], 1000)];
	const out = declarePools(['quinella', 'win'], bets, { quinella: 500, win: 200 }, ran([[3], [4], [1]]));
	assert.equal(out.carriedOut, { quinella: 840 + 500 }, 'quinella 1-2 lost: $10 less 16% plus $5 carried');
	assert.equal(out.dividends.win, [{ combo: [3], cents: 105 }], '($8.50 net + $2 carried) per $10 backed');
});

s('an abandoned race refunds every bet and leaves the jackpots for the next race', () => {
	const abandoned: RaceResult = { finish: [], scratched: [], abandoned: true, placesPaid: 3 };
	const out = declarePools(['win', 'quinella'], [bet(1, [1], 1000)], { quinella: 700 }, abandoned);
	assert.equal(out, { dividends: {}, carriedOut: { quinella: 700 } });
});

s('a race paying no places refunds its place bets instead of jackpotting them', () => {
	const out = declarePools(['place'], [bet(2, [1], 1000)], {}, ran([[1], [2]], 0));
	assert.equal(out, { dividends: {}, carriedOut: {} });
});

s.run();
