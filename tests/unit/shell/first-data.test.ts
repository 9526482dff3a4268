// index.html's inline script asks for the day the app will assume, before the first paint and without Intl.
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EARLY_GLOBAL, FIRST_DATA_SCRIPT } from '../../../scripts/build/first-data.ts';

// 05:43 in Hong Kong on the 13th; 22:43 on the 12th for a phone in London (BST, UTC+1):
const NOW = Date.parse('2025-09-12T21:43:00Z');
const LONDON = -60;

/** Runs the script as a signed-in player opening home, with `stored` in localStorage; the URL it asked for. */
function firstRequest(stored: Record<string, string>): string | undefined {
	const items: Record<string, string> = { token: 'a0', user_name: 'ann', ...stored };
	const asked: string[] = [];
	class PhoneDate extends Date {
		constructor(...at: unknown[]) {
			super(...((at.length ? at : [NOW]) as [number]));
		}
		static override now = () => NOW;
		override getTimezoneOffset = () => LONDON;
	}
	const window: Record<string, unknown> = {};
	runInNewContext(FIRST_DATA_SCRIPT, {
		window,
		localStorage: { getItem: (k: string) => items[k] ?? null },
		location: { hash: '#/' },
		document: { documentElement: { setAttribute() {} } },
		fetch: (url: string) => {
			asked.push(url);
			return Promise.resolve();
		},
		Date: PhoneDate,
		Intl: {
			DateTimeFormat() {
				throw new Error('Intl before the first paint');
			},
		},
	});
	assert.ok(asked.length <= 1);
	return (window[EARLY_GLOBAL] as { url: string } | undefined)?.url;
}

const calendar = (extra: object) =>
	JSON.stringify({ today: '2025-09-13', time_zone: 'Asia/Hong_Kong', days: [{ day: '2025-09-13' }], ...extra });
const dayOf = (url: string | undefined) => /day=([\d-]+)/.exec(url ?? '')?.[1];

test("the kept calendar's offset gives the racing zone's Today, with no Intl", () => {
	assert.is(dayOf(firstRequest({ 'race-calendar': calendar({ utc_offset: 480 }) })), '2025-09-13');
});

test("a first visit, an older kept copy or a nonsense offset asks for the phone's date", () => {
	assert.is(dayOf(firstRequest({})), '2025-09-12');
	assert.is(dayOf(firstRequest({ 'race-calendar': calendar({}) })), '2025-09-12');
	assert.is(dayOf(firstRequest({ 'race-calendar': calendar({ utc_offset: 100_000 }) })), '2025-09-12');
	assert.is(dayOf(firstRequest({ 'race-calendar': '{not json' })), '2025-09-12');
});

test('a race cache written in the last minute asks for nothing', () => {
	assert.is(firstRequest({ 'race-cache-written': String(NOW - 30_000) }), undefined);
});

test.run();
