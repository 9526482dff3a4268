import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { indexMoved, slowdownFor } from '../../../scripts/bench/cpu-calibration.ts';

const test = suite('cpu calibration');

test("Lighthouse's calculator: 800 -> 2x, 1,300 -> 3x, 1,533 -> 4x, 2,000 -> 6x", () => {
	assert.is(slowdownFor(800), 2);
	assert.is(slowdownFor(1300), 3);
	assert.ok(Math.abs(slowdownFor(1533) - 4) < 0.01, `1533 gave ${slowdownFor(1533)}`);
	assert.ok(Math.abs(slowdownFor(1766) - 5) < 0.01, `1766 gave ${slowdownFor(1766)}`);
	assert.ok(Math.abs(slowdownFor(2000) - 6) < 0.01, `2000 gave ${slowdownFor(2000)}`);
	assert.is(slowdownFor(150), 1);
});

test('between the points the multiplier is linear, and it only grows with the index', () => {
	assert.is(slowdownFor(1050), 2.5);
	assert.is(slowdownFor(475), 1.5);
	let last = 0;
	for (let index = 0; index <= 4000; index += 50) {
		const m = slowdownFor(index);
		assert.ok(m >= last, `${index} gave ${m}, below ${last}`);
		last = m;
	}
});

test('a host slower than the reference phone, or no index, runs unslowed', () => {
	assert.is(slowdownFor(100), 1);
	assert.is(slowdownFor(Number.NaN), 1);
});

test('an audit whose own index moved more than 15% from the calibration is taken again', () => {
	assert.not.ok(indexMoved(1000, 1150), '15% exactly is kept');
	assert.ok(indexMoved(1000, 1151));
	assert.ok(indexMoved(1000, 849));
	assert.not.ok(indexMoved(1000, Number.NaN), 'no reported index: nothing to compare');
});

test.run();
