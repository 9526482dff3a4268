import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { returnCents, STAKE_PRESETS } from '../../../shared/money/amount.ts';
import type { RaceCard } from '../../../src/state/races/race-card-model.ts';
import {
	canEachWay,
	cardPick,
	pickId,
	pickPayload,
	pickReturn,
	slipCost,
	stakeProblem,
} from '../../../src/state/slip/bet-slip-quote.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { SPEC_EMPTY_BET_FORM } from '../../setup/spec-bet-form.ts';
import { makeSlip, orderOf, PICK, PLACE_PICK } from './slip-setup.ts';

const sent = (c: { body: unknown }) => c.body as Record<string, unknown>;

const refusal =
	(status: number, message: string, code = 'bet_scratched') =>
	() => ({
		status,
		body: { status, message, code, data: null },
	});

// ---
const Quote = suite('bet slip figures, in cents');

Quote('the stake presets are $5, $10, $20 and $50', () => {
	assert.equal([...STAKE_PRESETS], [5, 10, 20, 50]);
});

Quote('a possible return is stake × price with the part cent dropped', () => {
	assert.is(returnCents(1000, 4.2), 4200, '$10 at 4.20 returns $42.00');
	// $7.33 × 3.33 = $24.4089: $24.40
	assert.is(returnCents(733, 3.33), 2440);
	// $0.50 × 1.01 = $0.505: $0.50
	assert.is(returnCents(50, 1.01), 50);
	// a price read as 2.675 in binary is still 2.68 per $1: $100 returns $268.00
	assert.is(returnCents(10_000, 2.675), 26_800);
});

Quote('each pick is its own bet: three picks at $5 cost $15', () => {
	assert.is(slipCost(500, 3), 1500);
	assert.is(slipCost(1999, 1), 1999);
});

Quote('an Each Way pick is a win and a place bet: it costs twice the stake and sends bet type 9', () => {
	assert.is(slipCost(500, 3, 1), 2000, 'three picks at $5, one of them Each Way: $20');
	const ew = { ...PICK, place_price: 1.5, each_way: true };
	assert.equal(pickPayload(ew, '10'), { ...pickPayload(PICK, '10'), bet_type: 9 }, 'the spec payload, type 9');
	assert.is(pickPayload(ew, '10').betAmount, 10, 'the stake is per half, as the bet form sends it');
	// $10 at 4.20 and at 1.50 if it wins: $42.00 + $15.00
	assert.is(pickReturn(1000, ew), 5700);
	assert.is(pickReturn(1000, { ...ew, place_price: null }), null, 'no Place price, no return to show');
	assert.ok(canEachWay({ ...PICK, place_price: 1.5 }), 'a Win pick in a race that pays places');
	assert.not.ok(canEachWay(PICK), 'no Place price: the race pays no places');
	assert.not.ok(canEachWay({ ...PLACE_PICK, place_price: 1.5 }), 'a Place pick is not made Each Way');
});

Quote('the stake follows the bet form rules: required, a number, 2 decimals, $0.50 to $10,000', () => {
	const code = (text: string) => stakeProblem(text)?.code ?? null;
	assert.is(code(''), 'amountRequired');
	assert.is(code('abc'), 'amountInvalid');
	assert.is(code('1e3'), 'amountInvalid', 'the stake box reads digits only');
	assert.is(code('1.234'), 'amountDecimals');
	assert.is(code('-5'), 'amountPositive');
	assert.is(code('0.49'), 'amount');
	assert.is(code('10000.01'), 'amount');
	assert.equal(stakeProblem('0.3')?.params, { min: '$0.50', max: '$10000.00' });
	for (const ok of ['0.50', '5', '10.5', '10000']) assert.is(code(ok), null, ok);
});

Quote("a pick sends the bet form's own payload: bet type 1 or 2, the race, horse: [id], the stake, the day", () => {
	assert.equal(pickPayload(PICK, '10'), {
		...SPEC_EMPTY_BET_FORM,
		event_id: 7,
		code: 'FLM',
		meetings: 'Flemington',
		raceNo: 7,
		race_id: 101,
		horse: [3],
		betAmount: 10,
		bet_type: 1,
		date: '2025-09-13',
	});
	assert.is(pickPayload(PLACE_PICK, '2.5').bet_type, 2);
	assert.is(pickPayload(PLACE_PICK, '2.5').betAmount, 2.5);
});

Quote('a price on the card stands for its race, runner and pool', () => {
	const card = { race_id: 101, event_id: 7, code: 'FLM', meetings: 'Flemington', raceNo: 7, day: '2025-09-13' };
	const runner = { horse_id: 3, name: 'Silver Arrow', win_price: 4.2, place_price: 1.5 };
	const pick = cardPick({ ...card, start_time: PICK.start_time } as RaceCard, runner, 1, 4.2);
	assert.equal(pick, { ...PICK, silks: undefined, place_price: 1.5 }, 'a Win pick keeps the Place price for Each Way');
});

Quote.run();

// ---
const Picks = suite('bet slip picks');

Picks("Each Way on a Win pick: the slip's cost counts it twice, and it goes as one Each Way order", async () => {
	const { slip, net } = makeSlip();
	slip.toggle({ ...PICK, place_price: 1.5 });
	slip.toggle(PLACE_PICK);
	slip.setStake('10');
	assert.is(slip.costCents.value, 2000);
	slip.setEachWay('101-2-5', true);
	assert.is(slip.costCents.value, 2000, 'a Place pick stays a Place bet');
	slip.setEachWay('101-1-3', true);
	assert.is(slip.costCents.value, 3000, '$10 Each Way is $20, beside the $10 Place');
	assert.is(await slip.place(), 'placed');
	const types = net.calls.map((c) => (c.body as Record<string, unknown>).bet_type);
	assert.equal(types, [9, 2], 'one Each Way order and the Place order');
});

Picks('a price tap adds its pick, a second tap takes it out; the cost follows', () => {
	const { slip } = makeSlip();
	slip.toggle(PICK);
	slip.toggle(PLACE_PICK);
	slip.setStake('10');
	assert.is(slip.count.value, 2);
	assert.is(slip.costCents.value, 2000);
	slip.toggle(PICK);
	assert.equal(
		slip.picks.value.map((p) => p.name),
		['Bold Comet'],
	);
	assert.is(slip.costCents.value, 1000);
	slip.setStake('abc');
	assert.is(slip.costCents.value, null, 'no cost for a stake that is not an amount');
});

Picks('the slip survives a reload; emptied, it leaves nothing behind', () => {
	const backing = memoryBacking();
	const first = makeSlip({ backing });
	first.slip.toggle(PICK);
	first.slip.setStake('20');
	const again = makeSlip({ backing });
	assert.equal(again.slip.picks.value, [PICK]);
	assert.is(again.slip.stake.value, '20');
	again.slip.clear();
	assert.equal([...backing.map.keys()], [], 'no slip and no key kept');
});

Picks('a pick follows the prices the card shows now; a scratched runner has none', () => {
	const { slip } = makeSlip();
	slip.toggle(PICK);
	slip.toggle(PLACE_PICK);
	const card = {
		race_id: 101,
		runners: [
			{ horse_id: 3, name: 'Silver Arrow', win_price: 3.9, place_price: 1.4 },
			{ horse_id: 5, name: 'Bold Comet', win_price: null, place_price: null, scratched: true },
		],
	} as unknown as RaceCard;
	slip.follow(card);
	assert.equal(
		slip.picks.value.map((p) => p.price),
		[3.9, null],
	);
	const other = { ...card, race_id: 999 } as RaceCard;
	slip.follow({ ...other, runners: [{ horse_id: 3, name: 'X', win_price: 9 }] });
	assert.is(slip.picks.value[0]?.price, 3.9, "another race's card leaves the picks alone");
});

Picks('each addition is news naming the pick and the count; the first one too', () => {
	const { slip } = makeSlip();
	assert.is(slip.news.value, null);
	slip.toggle(PICK);
	assert.equal(slip.news.value, { kind: 'added', picks: [PICK], count: 1 });
	slip.toggle(PLACE_PICK);
	assert.equal(slip.news.value, { kind: 'added', picks: [PLACE_PICK], count: 2 });
});

Picks('taking a pick off is news too, by its price tapped again or its remove button', () => {
	const { slip } = makeSlip();
	slip.toggle(PICK);
	slip.toggle(PLACE_PICK);
	slip.toggle(PICK);
	assert.equal(slip.news.value, { kind: 'removed', picks: [PICK], count: 1 });
	slip.remove(pickId(PLACE_PICK));
	assert.equal(slip.news.value, { kind: 'removed', picks: [PLACE_PICK], count: 0 });
});

Picks('a race that closes takes its picks out of the slip and says which', () => {
	const { slip } = makeSlip();
	const other = { ...PICK, race_id: 202, raceNo: 2, horse_id: 1, name: 'Other Race' };
	slip.toggle(PICK);
	slip.toggle(other);
	slip.toggle(PLACE_PICK);
	assert.equal(
		slip.closeRace(101).map((p) => p.name),
		['Silver Arrow', 'Bold Comet'],
	);
	assert.equal(slip.picks.value, [other], "the other race's pick stays");
	assert.equal(slip.news.value, { kind: 'closed', picks: [PICK, PLACE_PICK], count: 1 });
	assert.equal(slip.closeRace(101), [], 'nothing left to take out');
});

Picks("'More bet types' carries the race's picks to the form; the form's bet takes them out of the slip", () => {
	const { slip } = makeSlip();
	const other = { ...PICK, race_id: 202, horse_id: 1, name: 'Other Race' };
	slip.toggle(PICK);
	slip.toggle(other);
	slip.placedByForm(101);
	assert.is(slip.count.value, 2, 'a form bet the picks were not carried to leaves them alone');
	slip.carry(101);
	slip.placedByForm(202);
	assert.is(slip.count.value, 2, 'a form bet on another race leaves the carried picks alone');
	slip.carry(101);
	slip.placedByForm(101);
	assert.equal(slip.picks.value, [other], 'the carried pick outlived the bet it went into');
});

Picks.run();

// ---
const Place = suite('placing the slip');

Place('one tap places one Single per pick, each under its own key, and the receipt lists them', async () => {
	const { slip, net, env, keys, backing } = makeSlip();
	slip.toggle(PICK);
	slip.toggle(PLACE_PICK);
	slip.setStake('10');
	assert.is(await slip.place(), 'placed');
	assert.is(net.calls.length, 2);
	assert.ok(net.calls.every((c) => c.url.endsWith('/order/place-order') && c.method === 'POST'));
	assert.equal(
		net.calls.map((c) => [sent(c).bet_type, sent(c).horse, sent(c).betAmount]),
		[
			[1, [3], 10],
			[2, [5], 10],
		],
	);
	assert.equal(keys(), ['key-1', 'key-2'], 'a key of its own for each order');
	assert.equal(
		slip.receipt.value?.orders.map((o) => o.id),
		[500, 501],
	);
	assert.is(slip.receipt.value?.left, 0);
	assert.is(slip.count.value, 0, 'the slip is empty');
	assert.is(env.placed, 1, 'the balance is asked for once');
	assert.equal([...backing.map.keys()], [], 'no key is kept after a final reply');
});

Place('offline, nothing is sent and the slip stays as it is', async () => {
	const { slip, net, env, toasts } = makeSlip();
	slip.toggle(PICK);
	slip.setStake('5');
	env.online = false;
	assert.is(await slip.place(), 'offline');
	assert.is(net.calls.length, 0);
	assert.equal(toasts, ['You are offline. Your bet is kept: place it again once you are back online.']);
	assert.is(slip.count.value, 1);
	assert.is(slip.receipt.value, null);
});

Place('a bad stake sends nothing and is shown only once the player tried', async () => {
	const { slip, net } = makeSlip();
	slip.toggle(PICK);
	slip.setStake('0.2');
	assert.ok(slip.problem.value, 'the rule is known');
	assert.not.ok(slip.tried.value, 'but not shown while typing');
	assert.is(await slip.place(), 'invalid');
	assert.ok(slip.tried.value);
	assert.is(net.calls.length, 0);
});

Place('no reply keeps the key: the retry sends the same key, so nothing is charged twice', async () => {
	let drop = true;
	const d = makeSlip({
		reply: (call, i) =>
			drop
				? new TypeError('Failed to fetch')
				: { status: 200, body: { status: 200, message: 'ok', data: orderOf(call.body as never, 700 + i) } },
	});
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	assert.is(await d.slip.place(), 'failed');
	assert.equal(d.toasts, ['Failed to submit form']);
	assert.ok(d.slip.pending.value.has('101-1-3'), 'the pick says a previous attempt may have landed');
	drop = false;
	// a reload between the two tries keeps the key too:
	const again = makeSlip({
		backing: d.backing,
		reply: () => ({
			status: 200,
			body: { status: 200, message: 'ok', data: orderOf({ horse: [3], betAmount: 10, bet_type: 1 }, 9) },
		}),
	});
	assert.ok(again.slip.pending.value.has('101-1-3'));
	assert.is(await again.slip.place(), 'placed');
	assert.is(again.net.calls[0]?.headers['idempotency-key'], d.net.calls[0]?.headers['idempotency-key']);
});

Place("each pick keeps its own key: a refused pick's new key does not take the unanswered one's", async () => {
	let round = 1;
	const d = makeSlip({
		reply: (call, i) => {
			const place = (call.body as { bet_type: number }).bet_type === 2;
			if (round === 1) return place ? new TypeError('Failed to fetch') : refusal(400, 'Closed', 'bet_race_closed')();
			return { status: 200, body: { status: 200, message: 'ok', data: orderOf(call.body as never, 900 + i) } };
		},
	});
	d.slip.toggle(PICK);
	d.slip.toggle(PLACE_PICK);
	d.slip.setStake('10');
	await d.slip.place();
	round = 2;
	assert.is(await d.slip.place(), 'placed');
	const keyOf = (type: number) =>
		d.net.calls.filter((c) => sent(c).bet_type === type).map((c) => c.headers['idempotency-key']);
	assert.equal(keyOf(2), ['key-2', 'key-2'], 'the unanswered Place bet is retried under its key');
	assert.equal(keyOf(1), ['key-1', 'key-3'], 'the refused Win bet goes again as a new action');
});

Place('a changed stake after a failed send is a new action with a new key', async () => {
	const d = makeSlip({ reply: () => new TypeError('Failed to fetch') });
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	await d.slip.place();
	d.slip.setStake('20');
	await d.slip.place();
	assert.equal(d.keys(), ['key-1', 'key-2']);
});

Place("the server's refusal spends the key, keeps the pick with the reason, and a retry sends a new key", async () => {
	const d = makeSlip({ reply: refusal(400, 'Runner 3 has been scratched.') });
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	assert.is(await d.slip.place(), 'refused');
	assert.equal(d.toasts, ['Runner 3 has been scratched.']);
	assert.is(d.slip.notes.value['101-1-3'], 'Runner 3 has been scratched.');
	assert.not.ok(d.slip.pending.value.has('101-1-3'));
	assert.equal([...d.backing.map.keys()], ['bet-slip'], 'only the slip is kept, not the spent key');
	await d.slip.place();
	assert.equal(d.keys(), ['key-1', 'key-2']);
});

Place('a duplicate still in flight (409 idempotency_in_progress) keeps the key', async () => {
	const d = makeSlip({ reply: refusal(409, 'In flight', 'idempotency_in_progress') });
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	await d.slip.place();
	await d.slip.place();
	assert.equal(d.keys(), ['key-1', 'key-1']);
});

Place('when one pick is refused the others still go, and the receipt says one is left', async () => {
	const d = makeSlip({
		reply: (call, i) =>
			(call.body as { bet_type: number }).bet_type === 2
				? refusal(400, 'Insufficient balance', 'insufficient_balance')()
				: { status: 200, body: { status: 200, message: 'ok', data: orderOf(call.body as never, 800 + i) } },
	});
	d.slip.toggle(PLACE_PICK);
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	assert.is(await d.slip.place(), 'partly');
	assert.equal(
		d.slip.receipt.value?.orders.map((o) => o.id),
		[801],
	);
	assert.is(d.slip.receipt.value?.left, 1);
	assert.equal(
		d.slip.picks.value.map((p) => p.name),
		['Bold Comet'],
	);
	assert.is(d.slip.notes.value['101-2-5'], 'Insufficient balance');
});

Place('a double tap sends each pick once', async () => {
	const d = makeSlip();
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	const [first, second] = await Promise.all([d.slip.place(), d.slip.place()]);
	assert.equal([first, second], ['placed', 'busy']);
	assert.is(d.net.calls.length, 1);
});

Place('a new pick after placing ends the receipt', async () => {
	const d = makeSlip();
	d.slip.toggle(PICK);
	d.slip.setStake('10');
	await d.slip.place();
	assert.ok(d.slip.receipt.value);
	d.slip.toggle(PLACE_PICK);
	assert.is(d.slip.receipt.value, null);
	assert.is(d.slip.stake.value, '10', 'the stake stays for the next bet');
});

Place.run();
