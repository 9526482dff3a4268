// The venue's time from the offset the server sends, against what Intl says for the same zone.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { venueClock, venueTime } from '../../../src/lib/zone-time.ts';

const test = suite('venue clock without Intl');

const start = new Date('2025-09-13T04:45:00Z');
const here = -start.getTimezoneOffset();

test('a venue on another clock gives its time and the zone name sent', () => {
	const [away, zone, name] = here === 480 ? [-240, 'America/New_York', 'GMT-4'] : [480, 'Asia/Hong_Kong', 'GMT+8'];
	assert.equal(venueClock(start, away, name), venueTime(start, zone), 'the same note as Intl would give');
});

test('half-hour zones keep their minutes', () => {
	const [offset, time, zone] = here === 330 ? [345, '10:30', 'GMT+5:45'] : [330, '10:15', 'GMT+5:30'];
	assert.equal(venueClock(start, offset, zone), { time, zone });
});

test("a venue on the player's clock says nothing", () => {
	assert.is(venueClock(start, here, 'whatever'), null);
});

test.run();
