import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateResult, type Runner } from '../../../server/domain/tote/result-generator.ts';

const field = (n: number): Runner[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, odds: 2 + i * 1.5 }));

const gen = suite('seeded result generator');

gen('the same seed gives the same race', () => {
	for (const seed of [1, 42, 987654321])
		assert.equal(generateResult(field(10), seed), generateResult(field(10), seed), `seed ${seed}`);
});

gen('different seeds give different races', () => {
	const finishes = new Set(
		[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(generateResult(field(10), seed).finish)),
	);
	assert.ok(finishes.size > 4, `only ${finishes.size} distinct finishes from 8 seeds`);
});

gen('every starter finishes exactly once, scratched runners never', () => {
	for (let seed = 0; seed < 500; seed++) {
		const runners = field(2 + (seed % 14));
		const r = generateResult(runners, seed, { scratchChance: 0.2, deadHeatChance: 0.1 });
		const finishers = r.finish.flat();
		assert.is(new Set(finishers).size, finishers.length, `seed ${seed}: a runner finished twice`);
		assert.is(finishers.length + r.scratched.length, runners.length, `seed ${seed}: a runner went missing`);
		assert.ok(!finishers.some((id) => r.scratched.includes(id)), `seed ${seed}: a scratched runner finished`);
		assert.ok(finishers.length >= Math.min(2, runners.length), `seed ${seed}: too few starters left`);
		assert.ok(
			r.finish.every((g) => g.length > 0),
			`seed ${seed}: empty finishing group`,
		);
	}
});

gen('places paid follow the field at betting open, not after scratchings', () => {
	const r = generateResult(field(8), 7, { scratchChance: 1 });
	assert.ok(r.scratched.length > 0, 'someone was scratched');
	assert.is(r.placesPaid, 3, '8 declared runners pay 3 places');
});

gen('favourites win more often', () => {
	const runners: Runner[] = [{ id: 'fav', odds: 1.5 }, { id: 'rough', odds: 30 }, ...field(6)];
	let fav = 0;
	let rough = 0;
	for (let seed = 0; seed < 2000; seed++) {
		const [first] = generateResult(runners, seed, { scratchChance: 0, deadHeatChance: 0 }).finish;
		if (first?.[0] === 'fav') fav++;
		if (first?.[0] === 'rough') rough++;
	}
	assert.ok(fav > 5 * rough, `favourite won ${fav}, outsider ${rough}`);
});

gen('dead heats and scratchings happen now and then', () => {
	const results = Array.from({ length: 400 }, (_, seed) => generateResult(field(10), seed));
	assert.ok(
		results.some((r) => r.finish.some((g) => g.length > 1)),
		'no dead heat in 400 races',
	);
	assert.ok(
		results.some((r) => r.scratched.length > 0),
		'no scratching in 400 races',
	);
	assert.ok(results.filter((r) => r.scratched.length > 0).length < 200, 'scratchings are occasional');
});

gen.run();
