import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Bettor } from '../../../server/domain/racing/bet-context.ts';
import type { OrderInput, RaceInfo } from '../../../server/domain/racing/bet-plan.ts';
import { type Bet, spendInOrder } from '../../../server/domain/racing/bet-spend.ts';
import { NO_APPROX } from '../../../server/domain/tote/approx-return.ts';
import { refusalOf } from '../../../server/http/errors.ts';
import { DEFAULT_LIMITS } from '../../../shared/bets/validate.ts';

const NOW = new Date('2025-09-13T08:00:00Z');
const race: RaceInfo = {
	id: 7,
	meeting_id: 3,
	status: 'open',
	start_time: new Date('2025-09-13T09:00:00Z'),
	race_no: 1,
	venue: 'Flemington',
	venue_zh: '费明顿',
	code: 'FL',
	day: '2025-09-13',
	runners: [1, 2, 3, 4, 5, 6, 7, 8],
	scratched: [],
	names: [],
};
const races = new Map([[race.id, race]]);
const empty = { horse: [], horse2: [], horse1st: [], horse2nd: [], horse3rd: [], horse4th: [] };

let seq = 0;
const bet = (userId: number, dollars: number, horse = [1]): Bet => ({
	i: seq++,
	userId,
	lang: 'en',
	key: `k${seq}`,
	input: {
		...empty,
		bet_type: 1,
		race_id: 7,
		race_id2: null,
		event_id: 3,
		event_id2: null,
		horse,
		betAmount: dollars,
	} as OrderInput,
	approx: NO_APPROX,
});
const bettor = (wallet: number | null, allowance: Partial<Bettor['allowance']> = {}): Bettor => ({
	wallet,
	allowance: { suspended: false, excludedEnd: null, perBet: null, dayLeft: null, ...allowance },
});

function spend(bets: Bet[], bettors: [number, Bettor][], balances: [number, number][]) {
	const { accepted, refused } = spendInOrder(bets, races, new Map(bettors), new Map(balances), DEFAULT_LIMITS, NOW);
	const out = new Map<number, string>();
	for (const a of accepted) out.set(a.i, `placed ${a.order.total}`);
	for (const [i, err] of refused) out.set(i, refusalOf(err, 'en')?.message ?? 'fault');
	return bets.map((b) => out.get(b.i));
}

const spending = suite("a batch's bets spent in arrival order");

spending("each player's balance runs down through the batch; another player's is untouched", () => {
	const bets = [bet(1, 4), bet(2, 4), bet(1, 4), bet(1, 4), bet(1, 2)];
	assert.equal(
		spend(
			bets,
			[
				[1, bettor(11)],
				[2, bettor(12)],
			],
			[
				[11, 10_00],
				[12, 4_00],
			],
		),
		['placed 400', 'placed 400', 'placed 400', 'Insufficient balance', 'placed 200'],
	);
});

spending('limits and exclusion refuse only their own bets, with the safer-play wording', () => {
	const bets = [bet(1, 5), bet(1, 5), bet(1, 1), bet(2, 3), bet(3, 1)];
	const bettors: [number, Bettor][] = [
		[1, bettor(11, { dayLeft: 6_00 })],
		[2, bettor(12, { perBet: 2_00 })],
		[3, bettor(13, { excludedEnd: 'permanent' })],
	];
	assert.equal(
		spend(bets, bettors, [
			[11, 100_00],
			[12, 100_00],
			[13, 100_00],
		]),
		[
			'placed 500',
			'Bet limit reached: you can stake $1.00 more today',
			'placed 100',
			'Bet limit: the most you can stake on one bet is $2.00',
			'You have excluded yourself from play permanently',
		],
	);
});

spending('a bad bet is refused with the bet form text and spends nothing; a player with no wallet has no money', () => {
	const bets = [bet(1, 5, [9]), bet(1, 5), bet(2, 1)];
	assert.equal(
		spend(
			bets,
			[
				[1, bettor(11)],
				[2, bettor(null)],
			],
			[[11, 5_00]],
		),
		['Runner 9 is not in this race.', 'placed 500', 'Insufficient balance'],
	);
});

spending.run();
