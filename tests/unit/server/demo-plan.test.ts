import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addDays, dayOf, zonedInstant } from '../../../server/domain/racing/time.ts';
import { planDay } from '../../../server/sim/plan.ts';

const ZONES = ['UTC', 'Asia/Hong_Kong', 'Australia/Sydney', 'Europe/London', 'America/New_York'];

const s = suite('the demo card through the year, in any racing zone');

s("Today's card always has a race still to start, thoroughbreds included", () => {
	for (const zone of ZONES) {
		for (let i = 0; i < 365; i += 11) {
			const day = addDays('2025-01-03', i);
			const meetings = planDay(day, zone);
			const starts = meetings.flatMap((m) => m.races.map((r) => r.start.getTime()));
			const gallops = meetings
				.filter((m) => m.event_type === 'Races')
				.flatMap((m) => m.races.map((r) => r.start.getTime()));
			const [from, to] = [zonedInstant(day, 0, zone).getTime(), zonedInstant(addDays(day, 1), 0, zone).getTime()];
			for (let t = from; t < to; t += 10 * 60_000) {
				assert.ok(
					starts.some((x) => x > t),
					`${zone} ${day} at ${new Date(t).toISOString()}: a race ahead`,
				);
				assert.ok(
					gallops.some((x) => x > t),
					`${zone} ${day} at ${new Date(t).toISOString()}: a gallop ahead`,
				);
			}
		}
	}
});

s('a meeting belongs to the racing day its first race starts on, once per venue', () => {
	for (const zone of ZONES) {
		const day = '2025-03-30';
		const meetings = planDay(day, zone);
		assert.is(new Set(meetings.map((m) => m.code)).size, meetings.length);
		for (const m of meetings) assert.is(dayOf(m.races[0]!.start, zone), day, `${zone} ${m.code}`);
	}
});

s('the same day is planned the same way every time', () => {
	assert.equal(planDay('2025-09-13', 'UTC'), planDay('2025-09-13', 'UTC'));
});

s.run();
