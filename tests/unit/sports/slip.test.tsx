import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { returnCents } from '../../../shared/money/amount.ts';
import { spendsKey } from '../../../shared/money/final-reply.ts';
import { SportEventView } from '../../../src/pages/sport/event-view.tsx';
import { createSports } from '../../../src/state/sports/sports-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { sportEvent as event, fakeDeps, fakeServer, ok, type Route, refusal } from './setup.ts';

const placed = (call: { body: unknown }) => {
	const b = call.body as { stake: number; odds: number };
	// a sport order as POST /sports/order answers it (server/README.md):
	const event = { id: 7, sport: 'football', league: 'League', home: 'Red Lions', away: 'Blue Whales' };
	return ok({
		...{ id: 1, event: { ...event, starts_at: '2030-01-01T00:00:00Z' }, odds: b.odds, stake: b.stake },
		...{ market: { id: 1, kind: 'h2h', name: 'Match winner', line: null }, status: 'pending', return: 0 },
		...{ selection: { id: 1, code: 'home', name: 'Red Lions' }, potential_return: b.odds * b.stake },
		created_at: '2030-01-01T00:00:00Z',
	});
};

function setup(order: Route, detail: Route = () => ok(event()), backing = memoryBacking()) {
	const server = fakeServer({ 'GET /sports/detail': detail, 'POST /sports/order': order });
	const fake = fakeDeps(backing);
	const model = createSports({ ...fake.deps, http: server.http });
	const root = mount();
	return { ...server, ...fake, model, root };
}

/** Lets the fake server's replies travel through fetch, the client and the model. */
const settle = async () => {
	for (let i = 0; i < 6; i++) await flushPromises();
};

async function open(ctx: ReturnType<typeof setup>) {
	act(() => render(<SportEventView model={ctx.model} id={7} />, ctx.root));
	// effects run when act ends, so the detail request starts only then:
	await act(settle);
}

const button = (root: HTMLElement, text: string) =>
	[...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.includes(text))!;

async function pickAndType(ctx: ReturnType<typeof setup>, pick: string, stake: string) {
	await act(async () => button(ctx.root, pick).click());
	await typeStake(ctx, stake);
}

/** A new stake for the pick already on the slip (a second tap on its price would take it off). */
async function typeStake(ctx: ReturnType<typeof setup>, stake: string) {
	const input = ctx.root.querySelector<HTMLInputElement>('#slip-stake')!;
	await act(async () => {
		input.value = stake;
		input.dispatchEvent(new Event('input', { bubbles: true }));
	});
}

async function submit(ctx: ReturnType<typeof setup>) {
	await act(async () => {
		ctx.root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		await settle();
	});
}

const keysSent = (ctx: ReturnType<typeof setup>) =>
	ctx.calls('POST', '/sports/order').map((c) => c.headers['idempotency-key']);

// ---
const Return = suite('sport slip: potential return');

Return('is stake times odds in whole cents, rounded down as the server settles', () => {
	assert.is(returnCents(1000, 2.1), 2100);
	assert.is(returnCents(333, 1.95), 649, '3.33 × 1.95 = 6.4935 → 6.49');
	assert.is(returnCents(1, 1.01), 1);
	assert.is(returnCents(10_000_000, 999.99), 9_999_900_000);
});

Return('updates live as the stake is typed, and shows a dash for a bad stake', async () => {
	const ctx = setup(() => ok(null));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '12.50');
	assert.is(ctx.root.querySelector('.club-return')?.textContent, '$26.25');
	assert.ok(button(ctx.root, 'Red Lions').getAttribute('aria-pressed') === 'true', 'chosen price not marked');
	await pickAndType(ctx, 'Over 2.5', '12.50');
	assert.is(
		ctx.root.querySelector('.club-return')?.textContent,
		'$24.37',
		'switching pick keeps the stake, uses new odds',
	);
	await typeStake(ctx, '1.234');
	assert.is(ctx.root.querySelector('.club-return')?.textContent, '—');
	render(null, ctx.root);
});

Return('a stake that is not money is refused before anything is sent', async () => {
	const ctx = setup(() => ok(null));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', 'ten');
	await submit(ctx);
	assert.is(ctx.calls('POST', '/sports/order').length, 0);
	assert.match(ctx.root.querySelector('[role=alert]')?.textContent ?? '', 'Enter a number');
	render(null, ctx.root);
});

Return('the return is said once the stake is settled, not at every key; a preset says it at once', async () => {
	const ctx = setup(() => ok(null));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '12.50');
	const said = () => ctx.root.querySelector('.club-slip [role=status]')?.textContent ?? '';
	assert.is(said(), '', 'spoken while typing');
	assert.is(
		ctx.root.querySelector('#slip-return [aria-live], #slip-return output'),
		null,
		'the visible return is a live region',
	);
	await act(async () => {
		// leaving the field:
		ctx.root.querySelector('#slip-stake')!.dispatchEvent(new Event('focusout', { bubbles: true }));
	});
	assert.is(said(), 'Potential return $26.25');
	await act(async () => button(ctx.root, '$10.00').click());
	assert.is(said(), 'Potential return $21.00');
	render(null, ctx.root);
});

Return.run();

// ---
const Key = suite('sport slip: idempotency key');

Key('is stored before the first send and reused when a thrown request is retried', async () => {
	const ctx = setup((call, n) => (n === 0 ? new TypeError('Failed to fetch') : placed(call)));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '10');
	await submit(ctx);
	assert.equal(keysSent(ctx), ['key-1']);
	assert.match(ctx.backing.map.get('draft:sport-slip') ?? '', 'key-1', 'key not kept with the draft');
	assert.is(ctx.root.querySelector<HTMLInputElement>('#slip-stake')?.value, '10', 'typed stake lost');
	assert.equal(ctx.state.toasts, ['errors.submitFailed']);
	await submit(ctx);
	assert.equal(keysSent(ctx), ['key-1', 'key-1'], 'retry must reuse the key');
	assert.is(ctx.state.balanceRefreshes, 1, 'balance not refreshed after the order');
	assert.is(ctx.backing.map.get('draft:sport-slip'), undefined, 'slip and key kept after success');
	assert.match(ctx.root.textContent ?? '', 'Bet placed', 'no confirmation shown');
	render(null, ctx.root);
});

Key('survives a reload: a new model over the same storage retries with the same key', async () => {
	const backing = memoryBacking();
	const first = setup(() => 'hang' as const, undefined, backing);
	await open(first);
	await pickAndType(first, 'Red Lions', '5');
	void first.model.placeOrder();
	await settle();
	render(null, first.root);
	const second = setup((call) => placed(call), undefined, backing);
	await open(second);
	assert.is(second.root.querySelector<HTMLInputElement>('#slip-stake')?.value, '5', 'slip not restored');
	await submit(second);
	assert.equal(keysSent(second), ['key-1']);
	render(null, second.root);
});

Key('is renewed for the next slip after a success', async () => {
	const ctx = setup((call) => placed(call));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '10');
	await submit(ctx);
	await pickAndType(ctx, 'Blue Harbour', '10');
	await submit(ctx);
	assert.equal(keysSent(ctx), ['key-1', 'key-2']);
	render(null, ctx.root);
});

Key('a second tap while the order is out sends nothing, and the button shows progress', async () => {
	let finish!: (r: ReturnType<typeof ok>) => void;
	const ctx = setup(() => new Promise((done) => (finish = done)));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '10');
	await submit(ctx);
	await submit(ctx);
	assert.is(ctx.calls('POST', '/sports/order').length, 1, 'double submit reached the server');
	const place = ctx.root.querySelector<HTMLButtonElement>('button[type=submit]')!;
	assert.ok(place.textContent?.includes('Placing'));
	assert.is(place.getAttribute('aria-busy'), 'true');
	assert.not.ok(place.disabled, 'busy, not disabled: focus stays on it');
	await act(async () => {
		finish(ok({ id: 1, event: { id: 7 }, selection: { name: 'x' }, odds: 2.1, stake: 10 }));
		await settle();
	});
	render(null, ctx.root);
});

Key('offline, the order is refused up front and the slip stays', async () => {
	const ctx = setup(() => ok(null));
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '10');
	ctx.state.online = false;
	await submit(ctx);
	assert.is(ctx.calls('POST', '/sports/order').length, 0);
	assert.equal(ctx.state.toasts, ['errors.offline']);
	assert.is(ctx.root.querySelector<HTMLInputElement>('#slip-stake')?.value, '10');
	render(null, ctx.root);
});

Key.run();

// ---
const Odds = suite('sport slip: odds changed');

Odds('shows the server message, refreshes the odds and sends the retry under a new key', async () => {
	const message = 'Odds have changed to 2.25; please confirm the new odds';
	const ctx = setup(
		(call, n) => (n === 0 ? refusal(409, message) : placed(call)),
		(_call, n) => ok(event(n === 0 ? 2.1 : 2.25)),
	);
	await open(ctx);
	await pickAndType(ctx, 'Red Lions', '10');
	await submit(ctx);
	assert.equal(ctx.state.toasts, [message]);
	assert.is(ctx.calls('GET', '/sports/detail').length, 2, 'odds not refreshed');
	assert.match(ctx.root.textContent ?? '', '@ 2.25', 'slip still shows the old odds');
	assert.is(ctx.root.querySelector('.club-return')?.textContent, '$22.50');
	assert.is(ctx.root.querySelector<HTMLInputElement>('#slip-stake')?.value, '10', 'stake lost');
	await submit(ctx);
	const bodies = ctx.calls('POST', '/sports/order').map((c) => (c.body as { odds: number }).odds);
	assert.equal(bodies, [2.1, 2.25]);
	assert.equal(keysSent(ctx), ['key-1', 'key-2'], 'a definitive refusal must retire its key');
	render(null, ctx.root);
});

Odds('only a crash or a duplicate still in flight leaves the key in play', () => {
	assert.ok(spendsKey(409, 'odds_changed'));
	assert.ok(spendsKey(400, 'amount_out_of_range'));
	assert.not.ok(spendsKey(409, 'idempotency_in_progress'));
	assert.not.ok(spendsKey(503, ''));
	assert.not.ok(spendsKey(0, ''));
});

Odds.run();
