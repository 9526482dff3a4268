import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { declareDividends, type WinningStake } from '../../../server/domain/tote/tote.ts';
import { exacta, place, win } from './tote-vector.ts';

// (selection, dollars) pairs as docs/bets.md lists them:
type Bets = readonly (readonly [unknown, number])[];
const sum = (bets: Bets) => bets.reduce((a, [, s]) => a + s * 100, 0);
const on = (bets: Bets, key: unknown) =>
	bets.filter(([k]) => JSON.stringify(k) === JSON.stringify(key)).reduce((a, [, s]) => a + s * 100, 0);
const winner = (bets: Bets, combo: number[]): WinningStake => ({
	combo,
	share: [1, 1],
	stakeCents: on(bets, combo.length === 1 ? combo[0] : combo),
});
const centsOf = (d: { dividends: { combo: unknown[]; cents: number }[] }) => d.dividends.map((x) => x.cents);

const vector = suite('docs/bets.md tote vector, result 2-3-1');

vector('Win 2 pays $2.61 at 15% commission', () => {
	const d = declareDividends({ pool: 'win', poolCents: sum(win), winners: [winner(win, [2])] });
	assert.equal(centsOf(d), [261], 'win dividend');
});

vector('Place 2 $1.06, 3 $1.27, 1 $2.13: net pool at 12% split in three', () => {
	const winners = [winner(place, [2]), winner(place, [3]), winner(place, [1])];
	const d = declareDividends({ pool: 'place', poolCents: sum(place), winners });
	assert.equal(centsOf(d), [106, 127, 213], 'place dividends');
});

vector('Exacta 2,3 pays $2.43 at 18% commission', () => {
	const d = declareDividends({ pool: 'exacta', poolCents: sum(exacta), winners: [winner(exacta, [2, 3])] });
	assert.equal(centsOf(d), [243], 'exacta dividend');
});

vector('commission is kept in whole cents', () => {
	assert.is(declareDividends({ pool: 'win', poolCents: sum(win), winners: [winner(win, [2])] }).commissionCents, 5070);
});

vector.run();

// ---

const heats = suite('dead heats, the $1.00 floor and unbacked winners');

heats('a dead heat for first halves each share of the win pool', () => {
	const winners: WinningStake[] = [
		{ combo: [1], share: [1, 2], stakeCents: 10000 },
		{ combo: [2], share: [1, 2], stakeCents: 5000 },
	];
	const d = declareDividends({ pool: 'win', poolCents: 100000, winners, commissionBp: 0 });
	assert.equal(centsOf(d), [500, 1000], 'half the pool to each tied runner, over its own stakes');
});

heats('a heavily backed winner still pays $1.00', () => {
	const d = declareDividends({
		pool: 'win',
		poolCents: 10000,
		winners: [{ combo: [1], share: [1, 1], stakeCents: 9900 }],
	});
	assert.equal(centsOf(d), [100], 'never below the stake back');
});

heats('an unbacked dead-heat partner leaves its share to the backed runner', () => {
	const winners: WinningStake[] = [
		{ combo: [1], share: [1, 2], stakeCents: 1000 },
		{ combo: [2], share: [1, 2], stakeCents: 0 },
	];
	const d = declareDividends({ pool: 'win', poolCents: 10000, winners, commissionBp: 0 });
	assert.equal(d.dividends, [{ combo: [1], cents: 1000 }]);
});

heats('no one on the winning combination: the net pool jackpots', () => {
	const winners: WinningStake[] = [{ combo: [5, 6, 7], share: [1, 1], stakeCents: 0 }];
	const d = declareDividends({ pool: 'trifecta', poolCents: 100000, winners });
	assert.equal(d, { dividends: [], commissionCents: 20000, jackpotCents: 80000 });
});

heats('a carried jackpot is added to the next net pool untaxed', () => {
	const winners: WinningStake[] = [{ combo: [1, 2, 3], share: [1, 1], stakeCents: 1000 }];
	const d = declareDividends({ pool: 'trifecta', poolCents: 10000, winners, carriedCents: 80000 });
	assert.equal(centsOf(d), [8800], '($80 net + $800 jackpot) / $10');
});

heats.run();
