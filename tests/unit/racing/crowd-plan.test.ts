// The demo crowd's plan for a race: pinned for a seed, every bet type, favourites backed most, the exotic pools a
// share of the Win pool, and more bets arriving as the jump nears.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CROWD_WINDOW_SECONDS, type CrowdBet, crowdPlan } from '../../../server/sim/crowd-plan.ts';
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';

const field = [2.5, 4, 6, 8, 11, 15, 21, 34].map((odds, i) => ({ horse_id: i + 1, odds }));
const next = { race_id: 99, field: [3, 5, 7, 9, 12, 19].map((odds, i) => ({ horse_id: i + 1, odds })) };

/** Cents by pool; an Each Way counts apart, as it stakes Win and Place alike. */
function pools(plan: readonly CrowdBet[]) {
	const out: Record<string, number> = {};
	for (const b of plan) {
		const pool = b.bet_type === 9 ? 'eachWay' : betTypeByIndex(b.bet_type)!.pools[0]!;
		out[pool] = (out[pool] ?? 0) + b.totalCents;
	}
	return out;
}

const plan = suite('the demo crowd bets a race');

plan('the pools for a seed are pinned, and the same seed gives the same plan', () => {
	const bets = crowdPlan(12345, field, next);
	assert.equal(pools(bets), {
		win: 113870,
		eachWay: 8480,
		place: 36110,
		quinella: 25450,
		exacta: 33600,
		trifecta: 51360,
		first4: 34200,
		doubleWin: 11070,
		doublePlace: 6390,
	});
	assert.equal(crowdPlan(12345, field, next), bets);
	assert.not.equal(pools(crowdPlan(54321, field, next)), pools(bets));
});

plan('every one of the 15 bet types is played, doubles into the next race', () => {
	const bets = crowdPlan(7, field, next);
	assert.equal(
		[...new Set(bets.map((b) => b.bet_type))].sort((a, b) => a - b),
		[...Array(15).keys()].map((i) => i + 1),
	);
	for (const b of bets) assert.is(b.race_id2, b.bet_type === 10 || b.bet_type === 11 ? 99 : null);
	assert.ok(bets.every((b) => b.unitCents >= 50 && b.totalCents >= b.unitCents));
});

plan('the whole field is covered for Quinella and Exacta, so their pools always have a winner', () => {
	const bets = crowdPlan(7, field);
	const all = field.map((r) => r.horse_id);
	assert.ok(bets.some((b) => b.bet_type === 4 && b.selections.horse.length === all.length));
	assert.ok(bets.some((b) => b.bet_type === 5 && b.selections.horse1st.length === all.length));
});

plan('over many races the favourite takes more Win money than the outsider, and exotics are a share of Win', () => {
	const win = new Map<number, number>();
	let exotic = 0;
	let winTotal = 0;
	for (let seed = 1; seed <= 200; seed++) {
		const bets = crowdPlan(seed, field, next);
		for (const b of bets.filter((x) => x.bet_type === 1))
			win.set(Number(b.selections.horse[0]), (win.get(Number(b.selections.horse[0])) ?? 0) + b.totalCents);
		const p = pools(bets);
		winTotal += p.win!;
		exotic += p.quinella! + p.exacta! + p.trifecta! + p.first4!;
	}
	assert.ok((win.get(1) ?? 0) > 3 * (win.get(8) ?? 0), `favourite ${win.get(1)} against outsider ${win.get(8)}`);
	assert.ok(exotic > 0.8 * winTotal && exotic < 2.5 * winTotal, `exotics ${exotic} against Win ${winTotal}`);
});

plan('money arrives faster near the jump', () => {
	const before = Array.from({ length: 100 }, (_, seed) => crowdPlan(seed, field, next).map((b) => b.before)).flat();
	const quarter = CROWD_WINDOW_SECONDS / 4;
	const last = before.filter((s) => s <= quarter).length;
	const first = before.filter((s) => s > 3 * quarter).length;
	assert.ok(last > 2 * first, `${last} bets in the last quarter hour, ${first} in the first`);
	assert.ok(before.every((s) => s >= 5 && s <= CROWD_WINDOW_SECONDS));
});

plan('a field of one gets no bets; a small field gets no place or exotic bets it cannot have', () => {
	assert.equal(crowdPlan(1, field.slice(0, 1)), []);
	const small = crowdPlan(1, field.slice(0, 4));
	assert.ok(small.every((b) => b.bet_type !== 2 && b.bet_type !== 11));
	assert.ok(small.some((b) => b.bet_type === 8));
});

plan.run();
