// The race card's exotic builder over the bet draft: the slip's runners carried in, problems only once earned.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuilder } from '../../../src/components/bet-form/builder-state.ts';
import { flush } from '../api/fakes.ts';
import { makeDraft, RACES } from './setup.ts';

const RACE = RACES[0]!;

async function opened(carried: number[] = [], d = makeDraft()) {
	const builder = createBuilder(d.model);
	builder.open(RACE, carried);
	await flush();
	return { builder, ...d };
}

const codes = (b: ReturnType<typeof createBuilder>) => b.shown.value.map((p) => `${p.code}:${p.field ?? ''}`);

// ---
const Carry = suite('builder: the slip carried in');

Carry('opens on this race as a Quinella with the runner tapped in the slip already chosen', async () => {
	const { model } = await opened([4]);
	assert.is(model.betType.value, 3, 'Quinella');
	assert.is(model.form.value.race_id, 101, "the card's race is the first leg");
	assert.is(model.form.value.meetings, 'Flemington');
	assert.equal(model.form.value.horse, [4], 'the Win pick is in the runners');
});

Carry('a runner tapped for both Win and Place is carried once', async () => {
	const { model } = await opened([4, 6, 4]);
	assert.equal(model.form.value.horse, [4, 6]);
	assert.is(model.quote.value.combinations, 1, '{4,6} is one Quinella');
});

Carry('another type clears every list (the spec), then carries the runners into its first list', async () => {
	const { builder, model } = await opened([2, 5]);
	model.toggleHorse('horse', 7);
	builder.choose(5);
	assert.equal(model.form.value.horse, [], 'Exacta reads no runner list');
	assert.equal(model.form.value.horse1st, [2, 5], 'carried to 1st');
	assert.equal(model.form.value.horse2nd, []);
	builder.choose(14);
	assert.equal(model.form.value.horse1st, [2, 5], 'carried to the stand outs');
	builder.choose(10);
	assert.equal(model.form.value.horse, [2, 5], "a double's first leg");
	assert.equal(model.form.value.horse2, [], 'never its second leg');
});

Carry("the player's own exotic bet on this race, kept (e.g. across a reload), stays as it was", async () => {
	const d = makeDraft();
	const first = await opened([1], d);
	first.builder.choose(7);
	for (const id of [2, 3]) d.model.toggleHorse('horse', id);
	d.model.setAmount('2');
	first.builder.open(RACE, [8]);
	await flush();
	assert.is(d.model.betType.value, 7, 'still a Trifecta Box');
	assert.equal(d.model.form.value.horse, [1, 2, 3]);
	assert.is(d.model.amountText.value, '2');
});

Carry("a bet on another race, or a Win from the home form, gives way to this race's Quinella", async () => {
	const d = makeDraft();
	d.model.selectType(1);
	await d.model.setLeg(RACES[1]!);
	d.model.toggleHorse('horse', 3);
	const { model } = await opened([5], d);
	assert.is(model.form.value.race_id, 101);
	assert.is(model.betType.value, 3);
	assert.equal(model.form.value.horse, [5]);
});

Carry.run();

// ---
const Shown = suite('builder: problems after the player acts');

Shown('nothing is shown on opening, though the bet is not yet whole', async () => {
	const { builder, model } = await opened([4]);
	assert.ok(model.problems.value.length > 0, 'one runner and no stake make problems');
	assert.equal(codes(builder), [], 'none shown before the player acts');
});

Shown(
	"ticking a runner shows nothing; leaving the runners shows theirs, and the stake's only once it is left",
	async () => {
		const { builder, model } = await opened();
		builder.toggle('horse', 1);
		assert.equal(codes(builder), [], 'still choosing');
		builder.touch('horse');
		assert.equal(codes(builder), ['needRunners:horse'], 'one runner is not a Quinella');
		builder.setAmount('0.1');
		assert.equal(codes(builder), ['needRunners:horse'], 'the stake is being typed');
		builder.touch('betAmount');
		assert.equal(codes(builder), ['needRunners:horse', 'amount:betAmount']);
		builder.toggle('horse', 2);
		builder.setAmount('1');
		assert.equal(codes(builder), [], 'fixed: gone at once');
		assert.equal(model.problems.value, []);
	},
);

Shown('a refused send shows every problem, those of fields never touched included', async () => {
	const { builder, model, net } = await opened();
	assert.is(await model.submit(), 'invalid');
	assert.equal(codes(builder), ['needRunners:horse', 'amountRequired:betAmount']);
	assert.is(net.calls.filter((c) => c.method === 'POST').length, 0, 'nothing sent');
});

Shown("choosing another type starts over: the new type's lists are not yet the player's to get wrong", async () => {
	const { builder } = await opened();
	builder.touch('horse', 'betAmount');
	assert.ok(codes(builder).length > 0);
	builder.choose(6);
	assert.equal(codes(builder), []);
});

Shown("a double's second leg, once chosen, is the player's: its problems may show", async () => {
	const { builder } = await opened([1]);
	builder.choose(10);
	builder.setLeg2(null);
	assert.equal(codes(builder), ['secondLeg:race_id2']);
	builder.setLeg2(RACES[1]!);
	await flush();
	assert.equal(codes(builder), []);
});

Shown.run();

// ---
const Place = suite('builder: the bet it places');

Place("a Quinella on the carried runner and a second sends the form's own payload", async () => {
	const reply = () => ({ status: 200, body: { status: 200, message: 'Order placed', data: { id: 1 } } });
	const { builder, model, net, toasts } = await opened([4], makeDraft({ reply }));
	builder.toggle('horse', 6);
	builder.setAmount('2.5');
	assert.is(await model.submit(true), 'placed');
	assert.equal(toasts, [], 'the receipt says it, not a toast as well');
	const post = net.calls.find((c) => c.method === 'POST')!;
	assert.match(post.url, /\/order\/place-order$/);
	const body = post.body as Record<string, unknown>;
	assert.equal(
		[body.bet_type, body.race_id, body.event_id, body.raceNo, body.horse, body.betAmount, body.date],
		[3, 101, 7, 1, [4, 6], 2.5, '2025-09-13'],
	);
	assert.ok(post.headers['idempotency-key'], 'under an Idempotency-Key');
	assert.equal(model.lastOrder.value, { id: 1 }, 'the order the server sent, for the receipt');
});

Place.run();
