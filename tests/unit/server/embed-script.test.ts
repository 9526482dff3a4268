// The home document's handover script: the embedded day becomes the app's first reply for a signed-in player, and a
// day it does not hand over takes the drawn screen's mark with it, so the app attaches only to a screen drawn with its day.
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EMBED_SCRIPT } from '../../../server/first-screen/embed-script.ts';

const DAY = { url: '/api/events/day_table?day=2025-09-13&event_type=Races', day: '2025-09-13' };

/** Runs the script over a page holding `embedded`, with `stored` in localStorage and `early` already asked for. */
function run(embedded: object, stored: Record<string, string>, early?: object) {
	const items = { ...stored };
	const marks = new Set(['data-ssr']);
	const block = { textContent: JSON.stringify(embedded), removed: false, remove: () => (block.removed = true) };
	const window: Record<string, unknown> = { __hcFirst: early };
	runInNewContext(EMBED_SCRIPT, {
		window,
		localStorage: { getItem: (k: string) => items[k] ?? null, setItem: (k: string, v: string) => (items[k] = v) },
		document: {
			getElementById: () => block,
			querySelector: () => ({ removeAttribute: (name: string) => marks.delete(name) }),
		},
		Response,
	});
	return { marked: marks.has('data-ssr'), removed: block.removed, first: window.__hcFirst as { url?: string }, items };
}

const ok = (data: unknown) => ({ status: 200, data });
const EMBEDDED = { ...DAY, reply: ok({ list: [] }), calendar: ok({ today: DAY.day }) };

test('a signed-in player: the day waits as the first reply, the calendar is kept and the screen stays marked', () => {
	const r = run(EMBEDDED, { token: 'a0' });
	assert.is(r.first.url, DAY.url);
	assert.ok(r.marked);
	assert.ok(r.removed);
	assert.is(r.items['race-calendar'], JSON.stringify({ today: DAY.day }));
});

test('no day handed over (signed out, a failed reply, a request already sent): the mark goes', () => {
	assert.not.ok(run(EMBEDDED, {}).marked);
	assert.not.ok(run({ ...EMBEDDED, reply: { status: 500 } }, { token: 'a0' }).marked);
	const early = { url: 'other' };
	const r = run(EMBEDDED, { token: 'a0' }, early);
	assert.not.ok(r.marked);
	assert.is(r.first, early);
});

test.run();
