import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyBetRequest } from '../../../shared/bets/bet-request.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { flush } from '../api/fakes.ts';
import { makeDraft, RACES } from './setup.ts';

async function trifectaBox(d = makeDraft()) {
	d.model.selectType(7);
	await d.model.setLeg(RACES[0]!);
	for (const id of [1, 2, 3, 4]) d.model.toggleHorse('horse', id);
	d.model.setAmount('1');
	return d;
}

// ---
const Draft = suite('bet draft model');

Draft('the quote counts Trifecta Box of 4 as 24 combinations costing $24', async () => {
	const { model } = await trifectaBox();
	assert.equal(model.quote.value, { combinations: 24, unitStakeCents: 100, costCents: 2400 });
	assert.equal(model.problems.value, []);
});

Draft('the draft and its key survive a reload', async () => {
	const backing = memoryBacking();
	const first = await trifectaBox(makeDraft({ reply: () => new TypeError('dropped'), backing }));
	await first.model.submit();
	const again = makeDraft({ backing });
	assert.is(again.model.betType.value, 7);
	assert.equal(again.model.form.value.horse, [1, 2, 3, 4]);
	assert.is(again.model.amountText.value, '1');
	assert.is(again.model.draft.value.key, first.net.calls[0]?.headers['idempotency-key']);
	await again.model.loadRunners();
	await again.model.submit();
	assert.is(again.net.calls[0]?.headers['idempotency-key'], first.net.calls[0]?.headers['idempotency-key']);
});

Draft('a definitive refusal drops the key; a 409 duplicate in flight keeps it', async () => {
	const refused = await trifectaBox(
		makeDraft({ reply: () => ({ status: 400, body: { status: 400, message: 'No', data: null } }) }),
	);
	await refused.model.submit();
	assert.is(refused.model.draft.value.key, null);
	const busy = await trifectaBox(
		makeDraft({
			reply: () => ({
				status: 409,
				body: { status: 409, message: 'In flight', code: 'idempotency_in_progress', data: null },
			}),
		}),
	);
	await busy.model.submit();
	assert.is(busy.model.draft.value.key, 'key-1');
});

Draft('changing the race clears the picked runners', async () => {
	const { model } = await trifectaBox();
	await model.setLeg(RACES[1]!);
	assert.equal(model.form.value.horse, []);
	assert.is(model.form.value.race_id, 102);
});

Draft('nothing is sent when the network returns by itself', async () => {
	const d = await trifectaBox();
	d.env.online = false;
	assert.is(await d.model.submit(), 'offline');
	d.env.online = true;
	globalThis.dispatchEvent?.(new Event('online'));
	await flush();
	assert.is(d.net.calls.length, 0);
});

Draft('a bet left unanswered by the previous version is retried under its key after the update', async () => {
	const backing = memoryBacking();
	const { event_id, code, meetings, raceNo, race_id, day } = RACES[0]!;
	const form = { ...emptyBetRequest(), event_id, code, meetings, raceNo, race_id, horse: [1] };
	const legacy = { betType: 1, form, amountText: '2', key: 'key-from-before', day };
	backing.map.set('bet-draft', JSON.stringify(legacy));
	const d = makeDraft({ backing });
	assert.is(d.model.draft.value.key, 'key-from-before');
	assert.equal(d.model.form.value.horse, [1], 'the legacy draft was not restored');
	assert.not.ok(backing.map.has('bet-draft'), 'the legacy copy stays behind');
	await d.model.loadRunners();
	assert.is(await d.model.submit(), 'placed');
	assert.is(d.net.calls[0]?.headers['idempotency-key'], 'key-from-before', 'the retry must reuse the old key');
});

Draft("the legacy draft's move, read half-done by another tab, always shows its key in one place or the other", () => {
	const backing = memoryBacking();
	const { event_id, code, meetings, raceNo, race_id, day } = RACES[0]!;
	const form = { ...emptyBetRequest(), event_id, code, meetings, raceNo, race_id, horse: [1] };
	backing.map.set('bet-draft', JSON.stringify({ betType: 1, form, amountText: '2', key: 'key-from-before', day }));
	// another tab sees the writes one at a time: each state between them, as it stands
	const states: string[][] = [];
	const seen = () => states.push([...backing.map.values()]);
	const [set, remove] = [backing.setItem, backing.removeItem];
	backing.setItem = (k, v) => {
		set(k, v);
		seen();
	};
	backing.removeItem = (k) => {
		remove(k);
		seen();
	};
	makeDraft({ backing });
	assert.ok(states.length >= 2, 'the draft moved');
	for (const [i, values] of states.entries())
		assert.ok(
			values.some((v) => v.includes('key-from-before')),
			`after write ${i + 1} the unanswered key was nowhere`,
		);
});

Draft('editing the bet after an unanswered send makes it a new action with a new key', async () => {
	const placed = { status: 200, body: { status: 200, message: 'Order placed', data: { id: 1 } } };
	const d = await trifectaBox(makeDraft({ reply: (_, i) => (i === 0 ? new TypeError('dropped') : placed) }));
	await d.model.submit();
	d.model.setAmount('2');
	await d.model.submit();
	const keys = d.net.calls.map((c) => c.headers['idempotency-key']);
	assert.equal(keys, ['key-1', 'key-2']);
});

Draft.run();
