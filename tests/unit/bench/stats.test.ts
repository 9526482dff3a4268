import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { median, medianOf, percentile, verdict } from '../../../scripts/bench/stats.ts';

const med = suite('median');

med('takes the middle of an odd count, whatever the order', () => {
	assert.is(median([9, 1, 5]), 5, 'middle of three runs');
});

med('averages the two middle values of an even count', () => {
	assert.is(median([4, 1, 3, 2]), 2.5);
});

med('ignores failed runs (NaN) and is NaN with nothing left', () => {
	assert.is(median([Number.NaN, 7, 3]), 5, 'a NaN run must not count');
	assert.ok(Number.isNaN(median([])), 'no runs, no median');
});

med('leaves the caller array unsorted', () => {
	const runs = [3, 1, 2];
	median(runs);
	assert.equal(runs, [3, 1, 2]);
});

med.run();

// ---

const pct = suite('percentile');

pct('nearest rank: p50 and p95 of 1..100', () => {
	const values = Array.from({ length: 100 }, (_, i) => 100 - i);
	assert.is(percentile(values, 50), 50);
	assert.is(percentile(values, 95), 95);
});

pct('p95 of 50 interactions is the 48th fastest', () => {
	const values = Array.from({ length: 50 }, (_, i) => i + 1);
	assert.is(percentile(values, 95), 48);
});

pct('p0 is the minimum and p100 the maximum; out-of-range p is clamped', () => {
	assert.is(percentile([5, 2, 8], 0), 2);
	assert.is(percentile([5, 2, 8], 100), 8);
	assert.is(percentile([5, 2, 8], 150), 8);
});

pct('NaN for no values', () => {
	assert.ok(Number.isNaN(percentile([], 95)));
});

pct.run();

// ---

const many = suite('medianOf and verdict');

many('medians every field across runs', () => {
	const out = medianOf([
		{ score: 100, lcp: 900 },
		{ score: 98, lcp: 1200 },
		{ score: 99, lcp: 1000 },
	]);
	assert.equal(out, { score: 99, lcp: 1000 });
});

many('an empty run list gives an empty record', () => {
	assert.equal(medianOf([]), {});
});

many('below a target passes, at or above misses; atLeast flips it', () => {
	assert.is(verdict(1499, 1500), 'PASS');
	assert.is(verdict(1500, 1500), 'MISS', 'LCP of exactly 1.5 s is not under 1.5 s');
	assert.is(verdict(100, 100, true), 'PASS', 'a score of 100 meets 100');
	assert.is(verdict(99, 100, true), 'MISS');
	assert.is(verdict(Number.NaN, 100, true), 'MISS', 'a missing figure never passes');
});

many.run();
