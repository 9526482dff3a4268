import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { placeChances, splitCents, winChances } from '../../../server/domain/tote/form.ts';
import { SILK_PATTERNS, silksOf } from '../../../server/domain/tote/silks.ts';

const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} vs ${b}`);

const form = suite('the hidden form model spreads the house seed');

form('win chances are each runner 1/price, summing to 1', () => {
	const p = winChances([2, 4, 4]);
	close(p[0]!, 0.5, 'the 2.00 runner');
	close(p[1]!, 0.25, 'a 4.00 runner');
});

form('place chances follow Harville and sum to the places paid', () => {
	const p = placeChances([0.5, 0.3, 0.2], 2);
	// 1st, or 2nd behind either other runner:
	close(p[0]!, 0.5 + (0.3 * 0.5) / 0.7 + (0.2 * 0.5) / 0.8, 'runner 1 in the first two');
	close(
		p.reduce((a, b) => a + b, 0),
		2,
		'two places',
	);
	const eight = placeChances(winChances([3, 4, 5, 6, 8, 10, 15, 20]), 3);
	close(
		eight.reduce((a, b) => a + b, 0),
		3,
		'three places',
	);
	assert.ok(eight[0]! > eight[7]!, 'the favourite places more often');
});

form('the seed is split in whole cents by weight, each runner at least a cent', () => {
	assert.equal(splitCents(300_00, [0.5, 0.25, 0.25]), [150_00, 75_00, 75_00]);
	assert.equal(splitCents(100, [1, 0]), [100, 1]);
});

form.run();

// ---

const silks = suite('runner silks');

silks('the same runner always wears the same colours, in #rrggbb and a known pattern', () => {
	const a = silksOf('Silver Arrow');
	assert.equal(silksOf('Silver Arrow'), a);
	for (const c of [a.body, a.sleeves, a.cap]) assert.match(c, /^#[0-9a-f]{6}$/);
	assert.ok((SILK_PATTERNS as readonly string[]).includes(a.pattern));
	const many = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) => JSON.stringify(silksOf(`Runner ${n}`))));
	assert.ok(many.size >= 6, 'different runners mostly look different');
});

silks('plain silks are never one colour all over', () => {
	for (let i = 0; i < 300; i++) {
		const s = silksOf(`Horse ${i}`);
		if (s.pattern === 'plain') assert.ok(s.sleeves !== s.body || s.cap !== s.body, `Horse ${i}`);
	}
});

silks.run();
