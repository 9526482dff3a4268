import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BET_TYPES } from '../../../shared/bets/bet-types.ts';
import { BetForm } from '../../../src/components/bet-form/bet-form.tsx';
import { createBuilder } from '../../../src/components/bet-form/builder-state.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { SPEC_BET_TYPES } from '../../setup/spec-bet-types.ts';
import { makeDraft, placedOrder, placedReply, RACES } from './setup.ts';

type Draft = ReturnType<typeof makeDraft>;

async function open(d: Draft = makeDraft()) {
	const root = mount();
	await act(async () => {
		render(<BetForm model={d.model} races={RACES} preset={RACES[0]} builder={createBuilder(d.model)} />, root);
		await flushPromises();
	});
	return { root, ...d };
}

/** The type chip of this index (a radio under its chip). */
const typeChip = (root: HTMLElement, index: string) =>
	root.querySelector<HTMLInputElement>(`input[name=bet-type][value="${index}"]`);

async function change(root: HTMLElement, selector: string, value: string) {
	if (selector === '#bet-type') {
		const chip = typeChip(root, value);
		assert.ok(chip, `no type chip ${value}`);
		return act(async () => {
			chip!.click();
			await flushPromises();
		});
	}
	const el = root.querySelector<HTMLSelectElement | HTMLInputElement>(selector);
	assert.ok(el, `no ${selector}`);
	await act(async () => {
		el!.value = value;
		el!.dispatchEvent(new Event(el!.tagName === 'INPUT' ? 'input' : 'change', { bubbles: true }));
		await flushPromises();
	});
}

async function pick(root: HTMLElement, field: string, ids: number[]) {
	for (const id of ids) {
		const box = root.querySelector<HTMLInputElement>(`#bet-${field}-${id}`);
		assert.ok(box, `no checkbox for runner ${id} in ${field}`);
		await act(async () => {
			box!.click();
			await flushPromises();
		});
	}
}

const text = (root: HTMLElement, id: string) => root.querySelector(`[data-testid=${id}]`)?.textContent;
// the lists the runner rows take, by their toggles' fields, in order:
const fields = (root: HTMLElement) => [
	...new Set([...root.querySelectorAll('.bet-rows input[data-field]')].map((i) => i.getAttribute('data-field'))),
];
const chosenType = (root: HTMLElement) =>
	root.querySelector<HTMLInputElement>('input[name=bet-type]:checked')?.value ?? '0';
const submit = (root: HTMLElement) =>
	act(async () => {
		root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		await flushPromises();
		await flushPromises();
	});

// [type, selections by field, stake, combinations, cost] from docs/bets.md:
const VECTORS: [number, Record<string, number[]>, string, number, string][] = [
	[1, { horse: [1, 2, 3] }, '5', 3, '$15.00'],
	[2, { horse: [1] }, '2', 1, '$2.00'],
	[3, { horse: [4, 1, 5] }, '1', 3, '$3.00'],
	[4, { horse: [1, 2, 3, 4, 5] }, '1', 10, '$10.00'],
	[5, { horse1st: [4, 1], horse2nd: [4, 1, 5, 6, 7] }, '1', 8, '$8.00'],
	[6, { horse1st: [1], horse2nd: [2, 3, 4], horse3rd: [2, 3, 4, 5, 6] }, '1', 12, '$12.00'],
	[7, { horse: [1, 2, 3, 4] }, '1', 24, '$24.00'],
	[8, { horse1st: [1], horse2nd: [2, 3], horse3rd: [2, 3, 4], horse4th: [2, 3, 4, 5] }, '1', 8, '$8.00'],
	[9, { horse: [1] }, '10', 2, '$20.00'],
	[10, { horse: [1, 2], horse2: [3, 4] }, '1', 4, '$4.00'],
	[11, { horse: [1, 2], horse2: [3, 4, 5] }, '1', 6, '$6.00'],
	[12, { horse1st: [1], horse2nd: [3, 6, 8] }, '1', 3, '$3.00'],
	[13, { horse1st: [1], horse2nd: [2, 3, 4, 5] }, '1', 4, '$4.00'],
	[14, { horse1st: [1], horse2nd: [2, 3, 4] }, '1', 6, '$6.00'],
	[15, { horse1st: [1], horse2nd: [2, 3, 4, 5] }, '1', 24, '$24.00'],
];

// ---
const Types = suite('bet form: every bet type');

Types("the type chips offer the 15 types in the order of docs/spec.md, none chosen (the spec's Select)", async () => {
	const { root } = await open();
	const names = [...root.querySelectorAll('input[name=bet-type]')].map((o) => o.closest('label')?.textContent);
	assert.equal(names, SPEC_BET_TYPES.slice(1));
	assert.is(chosenType(root), '0', 'no type chosen yet');
	render(null, root);
});

Types('the race comes first: only the open races, soonest first, grouped by meeting', async () => {
	const { root } = await open();
	const select = root.querySelector<HTMLSelectElement>('#bet-leg1')!;
	assert.is(root.querySelector('#bet-leg1')?.compareDocumentPosition(root.querySelector('#bet-type')!), 4);
	assert.equal(
		[...select.querySelectorAll('optgroup')].map((g) => g.label),
		['Flemington'],
	);
	assert.is(select.value, '101');
	render(null, root);
});

for (const [index, picks, stake, combinations, cost] of VECTORS) {
	const type = BET_TYPES[index]!;
	Types(`${type.name}: shows its fields, counts ${combinations} combinations and costs ${cost}`, async () => {
		const { root } = await open();
		await change(root, '#bet-type', String(index));
		assert.is(!!root.querySelector('#bet-leg2'), type.legs === 2, 'second leg race only for doubles');
		if (type.legs === 2) await change(root, '#bet-leg2', '102');
		assert.equal(
			fields(root),
			type.selections.map((s) => s.field),
			'selection fields',
		);
		for (const [field, ids] of Object.entries(picks)) await pick(root, field, ids);
		await change(root, '#bet-amount', stake);
		assert.is(text(root, 'bet-combinations'), String(combinations));
		assert.is(text(root, 'bet-cost'), cost);
		assert.is(root.querySelector('.bet-problems'), null, 'no problem left');
		render(null, root);
	});
}

Types('runners read as rows of number and name and scratched ones cannot be picked', async () => {
	const { root } = await open(makeDraft({ scratched: [3] }));
	await change(root, '#bet-type', '1');
	const row = root.querySelector('#bet-horse-2')?.closest('.bet-row');
	assert.is(
		`${row?.querySelector('.runner-no')?.textContent}-${row?.querySelector('.bet-row-name')?.textContent}`,
		'2-Horse 101-2',
	);
	assert.ok(root.querySelector<HTMLInputElement>('#bet-horse-3')?.disabled, 'scratched runner disabled');
	render(null, root);
});

Types("a double's second leg shows its runners' prices as the first leg does", async () => {
	const priced = (id: number) =>
		Array.from({ length: 4 }, (_, i) => ({ horse_id: i + 1, name: `Horse ${id}-${i + 1}`, win_price: 2.5 + i }));
	const { root } = await open(makeDraft({ runners: priced }));
	await change(root, '#bet-type', '10');
	await change(root, '#bet-leg2', '102');
	const legs = [...root.querySelectorAll('fieldset.bet-rows')];
	assert.is(legs.length, 2, 'a list of rows a leg');
	const prices = (leg: Element) => [...leg.querySelectorAll('.bet-row-price')].map((p) => p.textContent);
	assert.equal(prices(legs[0]!), ['2.50', '3.50', '4.50', '5.50']);
	assert.equal(prices(legs[1]!), ['2.50', '3.50', '4.50', '5.50'], 'leg 2 priced too');
	assert.match(legs[1]!.textContent ?? '', 'Horse 102-1');
	render(null, root);
});

Types('the cost converted at the exchange rate is shown beside the total', async () => {
	const { root } = await open();
	await change(root, '#bet-type', '7');
	await pick(root, 'horse', [1, 2, 3, 4]);
	await change(root, '#bet-amount', '1');
	assert.is(text(root, 'bet-converted'), '$187.20');
	assert.match(root.textContent ?? '', 'exchange rate 7.8');
	render(null, root);
});

Types.run();

// ---
const Resets = suite('bet form: resets');

Resets('choosing another type clears every selection and the second leg, keeps race and stake', async () => {
	const { root, model } = await open();
	await change(root, '#bet-type', '10');
	await change(root, '#bet-leg2', '102');
	await pick(root, 'horse', [1, 2]);
	await pick(root, 'horse2', [3]);
	await change(root, '#bet-amount', '4');
	await change(root, '#bet-type', '7');
	const form = model.form.value;
	assert.equal([form.horse, form.horse2, form.race_id2, form.code2], [[], [], null, '']);
	assert.is(form.race_id, 101);
	assert.is(root.querySelector<HTMLInputElement>('#bet-amount')?.value, '4');
	assert.not.ok(root.querySelector<HTMLInputElement>('#bet-horse-1')?.checked);
	render(null, root);
});

Resets('Reset restores every default (the page then presets its race again)', async () => {
	const { root, model } = await open();
	await change(root, '#bet-type', '1');
	await pick(root, 'horse', [2]);
	await change(root, '#bet-amount', '3');
	await act(async () => {
		root.querySelector<HTMLButtonElement>('.bet-actions button[type=button]')!.click();
		await flushPromises();
	});
	assert.is(model.betType.value, 0);
	assert.is(model.amountText.value, '');
	assert.equal(model.form.value.horse, []);
	assert.is(chosenType(root), '0');
	render(null, root);
});

Resets.run();

// ---
const Send = suite('bet form: placing the bet');

async function trifectaBox(d: Draft = makeDraft()) {
	const o = await open(d);
	await change(o.root, '#bet-type', '7');
	await pick(o.root, 'horse', [1, 2, 3, 4]);
	await change(o.root, '#bet-amount', '1.5');
	return o;
}

Send('the exact payload: every form field plus bet_type and date, with an Idempotency-Key', async () => {
	const { root, net, toasts, env } = await trifectaBox();
	await submit(root);
	assert.is(net.calls.length, 1);
	const call = net.calls[0]!;
	assert.is(call.url, '/api/order/place-order');
	assert.is(call.headers['idempotency-key'], 'key-1');
	assert.equal(call.body, {
		event_id: 7,
		code: 'FLM',
		meetings: 'Flemington',
		raceNo: 1,
		race_id: 101,
		event_id2: null,
		code2: '',
		meetings2: '',
		raceNo2: null,
		race_id2: null,
		horse: [1, 2, 3, 4],
		horse2: [],
		horse1st: [],
		horse2nd: [],
		horse3rd: [],
		horse4th: [],
		betAmount: 1.5,
		betAmount2: null,
		bet_type: 7,
		date: '2025-09-13',
	});
	assert.equal(toasts, [], 'the receipt says it, no toast besides');
	assert.is(root.querySelector('.slip-receipt h2')?.textContent, 'Bet placed');
	assert.is(env.placed, 1, 'balance refreshed');
	render(null, root);
});

Send(
	'the common receipt: bet number, stake and the possible return at the price when placed, marked approximate',
	async () => {
		const d = makeDraft({ reply: placedReply({ id: 3, approx_price: 4.2, approx_return: 42 }) });
		const { root } = await trifectaBox(d);
		await submit(root);
		const receipt = root.querySelector('.bet-placed .slip-receipt')?.textContent ?? '';
		assert.match(receipt, /possible return \$42\.00 \(approximate at bet time\)/);
		assert.match(receipt, 'Bet no. 3');
		assert.match(receipt, 'Stake $1.50');
		assert.is(
			root.querySelector('.bet-placed a')?.getAttribute('href'),
			'#/pages/order/list?order=3',
			'a link to the order',
		);
		render(null, root);
		const exotic = await trifectaBox();
		await submit(exotic.root);
		assert.not.match(
			exotic.root.querySelector('.bet-placed')?.textContent ?? '',
			/possible return/,
			'no price, no line',
		);
		render(null, exotic.root);
	},
);

Send('a thrown request says Failed to submit form, keeps the draft and reuses the key on retry', async () => {
	const d = makeDraft({
		reply: (_, i) => (i === 0 ? new TypeError('network down') : placedReply()(_, i)),
	});
	const { root, net, toasts, model } = await trifectaBox(d);
	await submit(root);
	assert.equal(toasts, ['Failed to submit form']);
	assert.equal(model.form.value.horse, [1, 2, 3, 4], 'draft kept');
	assert.ok(JSON.parse(d.backing.map.get('draft:bet')!).key, 'key stored with the draft');
	await submit(root);
	assert.is(net.calls[1]?.headers['idempotency-key'], net.calls[0]?.headers['idempotency-key']);
	render(null, root);
});

Send('after a placed bet the next bet gets a new key', async () => {
	const { root, net } = await trifectaBox();
	await submit(root);
	// Done on the receipt: the form is back for the next bet, its race chosen again
	await act(async () => {
		root.querySelector<HTMLButtonElement>('.slip-receipt .btn-primary')!.click();
		await flushPromises();
	});
	await change(root, '#bet-type', '1');
	await pick(root, 'horse', [1]);
	await change(root, '#bet-amount', '2');
	await submit(root);
	assert.is(net.calls.length, 2);
	assert.is.not(net.calls[1]?.headers['idempotency-key'], net.calls[0]?.headers['idempotency-key']);
	render(null, root);
});

Send('a non-200 reply shows the server message as a toast and keeps the draft', async () => {
	const d = makeDraft({
		reply: () => ({ status: 400, body: { status: 400, message: 'Insufficient balance', data: null } }),
	});
	const { root, toasts, model } = await trifectaBox(d);
	await submit(root);
	assert.equal(toasts, ['Insufficient balance']);
	assert.is(model.quote.value.combinations, 24);
	render(null, root);
});

Send('offline: refused up front with a message, nothing sent, draft kept', async () => {
	const d = makeDraft();
	d.env.online = false;
	const { root, net, toasts, model } = await trifectaBox(d);
	await submit(root);
	assert.is(net.calls.length, 0);
	assert.match(toasts[0] ?? '', 'offline');
	assert.is(model.betType.value, 7);
	render(null, root);
});

Send('two fast taps send once; the button shows progress', async () => {
	let release!: () => void;
	const d = makeDraft({
		reply: (call) =>
			new Promise((resolve) => {
				release = () =>
					resolve({ status: 200, body: { status: 200, message: 'ok', data: placedOrder(call.body as never) } });
			}),
	});
	const { root, net } = await trifectaBox(d);
	await submit(root);
	await submit(root);
	const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
	// busy, not disabled: a disabled button would drop the keyboard's focus to the page
	assert.not.ok(button.disabled, 'the button stays enabled while sending');
	assert.is(button.getAttribute('aria-busy'), 'true');
	await act(async () => {
		release();
		await flushPromises();
	});
	assert.is(net.calls.length, 1);
	render(null, root);
});

Send(
	'problems show once the player has acted (left the runners, or tried to send); an invalid bet is not sent',
	async () => {
		const { root, net } = await open();
		await change(root, '#bet-type', '3');
		await pick(root, 'horse', [1]);
		assert.is(root.querySelector('.bet-problems'), null, 'nothing shows while the runners are being picked');
		await act(async () => {
			root.querySelector('fieldset.bet-rows')!.dispatchEvent(new Event('focusout', { bubbles: true }));
			await flushPromises();
		});
		assert.match(root.querySelector('.bet-problems')?.textContent ?? '', 'Runners: Pick at least 2 runner(s).');
		await submit(root);
		assert.is(net.calls.length, 0);
		render(null, root);
	},
);

Send(
	'problems are read out on a refused send, tied to their fields, not while the player fills in the form',
	async () => {
		const { root } = await open();
		await change(root, '#bet-type', '3');
		await pick(root, 'horse', [1]);
		const amount = root.querySelector('#bet-amount')!;
		const runners = root.querySelector('fieldset[data-field=horse]')!;
		assert.is(
			root.querySelector('[aria-live], [role=alert], [role=status]'),
			null,
			'nothing in the form is a live region',
		);
		assert.is(amount.getAttribute('aria-invalid'), null, 'no field is marked before a send is tried');
		assert.is(runners.getAttribute('aria-describedby'), null);
		await submit(root);
		// the runner list is the first problem: focus goes to its first runner, whose group describes the problem
		assert.is(document.activeElement?.id, 'bet-horse-1', `focus went to ${document.activeElement?.id}`);
		const described = (el: Element) =>
			(el.getAttribute('aria-describedby') ?? '')
				.split(' ')
				.map((id) => root.querySelector(`#${id}`)?.textContent)
				.join(' ');
		assert.is(described(runners), 'Runners: Pick at least 2 runner(s).');
		assert.is(amount.getAttribute('aria-invalid'), 'true');
		assert.is(described(amount), 'Please enter a stake.');
		assert.is(runners.getAttribute('aria-invalid'), null, 'a group takes the description only');
		await pick(root, 'horse', [2]);
		assert.is(runners.getAttribute('aria-describedby'), null, 'a fixed problem lets go of its field');
		assert.is(amount.getAttribute('aria-invalid'), 'true', 'the one left stays tied');
		render(null, root);
	},
);

Send.run();
