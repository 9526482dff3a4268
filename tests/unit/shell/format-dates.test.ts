import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDay, formatTime, today } from '../../../src/lib/format.ts';

const test = suite('device dates without Intl');

// what the app wrote before, with Intl's formatters, in the same (the process's) zone:
const intlDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const intlTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

test("day and time match Intl's en-CA day and en-GB 24-hour time for any moment", () => {
	fc.assert(
		fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
			const date = new Date(ms);
			assert.is(formatDay(date), intlDay.format(date));
			assert.is(formatTime(date), intlTime.format(date));
		}),
		{ numRuns: 2000 },
	);
});

test('pads single digits, midnight is 00:00', () => {
	const date = new Date(2026, 0, 5, 0, 7);
	assert.is(formatDay(date), '2026-01-05');
	assert.is(formatTime(date), '00:07');
	assert.is(today(new Date(2026, 11, 31, 23, 59)), '2026-12-31');
});

test.run();
