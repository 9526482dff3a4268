// The bet slip: Win and Place picks tapped on race cards and one stake, placed as one Single order per pick, each
// through the money-action flow with a key of its own; what went through becomes the receipt.
import { batch, computed, effect, signal } from '@preact/signals';
import { readOnly } from '../lib/read-only.ts';
import type { KeyValueStorage } from '../lib/storage.ts';
import { pickId, pickPayload, type SlipPick, slipCost, stakeCents, stakeProblem } from './bet-slip-quote.ts';
import { pickDraftName, readSlip, writeSlip } from './bet-slip-store.ts';
import { sendFailureText } from './failure-text.ts';
import { createMoneyAction, type MoneyAction, type Post, tellNotSent } from './money-action.ts';
import { createMoneyDraft } from './money-draft.ts';
import type { RaceOrder } from './orders.ts';
import type { RaceCard } from './races-card.ts';

export interface BetSlipDeps {
	storage: KeyValueStorage;
	send: Post<RaceOrder>;
	online(): boolean;
	/** A new Idempotency-Key. */
	uuid(): string;
	toast(text: string): void;
	t(key: string): string;
	/** After an order went through, e.g. refresh the balance and the order list. */
	placed(): void;
}

export type SlipOutcome = 'placed' | 'partly' | 'refused' | 'failed' | 'offline' | 'busy' | 'invalid';

export interface SlipReceipt {
	orders: RaceOrder[];
	/** Picks that did not go through and stay in the slip. */
	left: number;
}

interface PickSend {
	pick: SlipPick;
	stake: string;
}

export function createBetSlip(deps: BetSlipDeps) {
	const saved = readSlip(deps.storage);
	const picks = signal<SlipPick[]>(saved.picks);
	const stake = signal(saved.stake);
	const expanded = signal(true);
	const sending = signal(false);
	// the stake's problem shows once the player tried to place, not while typing:
	const tried = signal(false);
	// why a pick did not go through, by pick id:
	const notes = signal<Record<string, string>>({});
	const receipt = signal<SlipReceipt | null>(null);
	const actions = new Map<string, MoneyAction<PickSend>>();
	const actionFor = (id: string) => {
		let action = actions.get(id);
		if (!action) {
			action = createMoneyAction(createMoneyDraft<PickSend>(pickDraftName(id), deps.storage, deps.uuid), deps.online);
			actions.set(id, action);
		}
		return action;
	};
	// picks whose last send had no final reply: a retry reuses their key, so nothing is charged twice:
	const unsettled = () =>
		new Set(
			picks
				.peek()
				.map(pickId)
				.filter((id) => actionFor(id).draft.unsettled()),
		);
	const pending = signal(unsettled());

	effect(() => writeSlip(deps.storage, { picks: picks.value, stake: stake.value }));

	const count = computed(() => picks.value.length);
	const problem = computed(() => stakeProblem(stake.value));
	const costCents = computed(() => {
		const cents = stakeCents(stake.value);
		return cents === null ? null : slipCost(cents, count.value);
	});

	function drop(ids: Set<string>) {
		for (const id of ids) actionFor(id).draft.settle();
		picks.value = picks.peek().filter((p) => !ids.has(pickId(p)));
		pending.value = unsettled();
	}

	async function place(): Promise<SlipOutcome> {
		if (sending.peek()) return 'busy';
		tried.value = true;
		const list = picks.peek();
		if (!list.length || problem.peek()) return 'invalid';
		// refused up front: nothing is queued to go later, and the slip stays as it is:
		if (!deps.online()) {
			deps.toast(deps.t('bet.offline'));
			return 'offline';
		}
		sending.value = true;
		const placed: RaceOrder[] = [];
		const done = new Set<string>();
		const why: Record<string, string> = {};
		let outcome: SlipOutcome = 'placed';
		try {
			for (const pick of list) {
				const id = pickId(pick);
				const action = actionFor(id);
				const text = stake.peek();
				const sent = await action.send({ pick, stake: text }, pickPayload(pick, text), deps.send);
				if (sent.kind === 'done') {
					placed.push(sent.data);
					done.add(id);
					continue;
				}
				// the key of a refused pick is spent; the slip keeps the pick itself:
				if (sent.kind === 'refused') action.draft.settle();
				why[id] = 'error' in sent ? (sendFailureText(sent.error, deps.t) ?? '') : deps.t('bet.offline');
				// one toast, for the first pick that did not go through:
				if (outcome === 'placed') tellNotSent(sent, deps.toast, deps.t, 'bet.offline');
				outcome = sent.kind === 'busy' ? 'failed' : sent.kind;
				// no final reply (network, session): the rest wait for the player's retry:
				if (sent.kind !== 'refused') break;
			}
		} finally {
			sending.value = false;
		}
		batch(() => {
			drop(done);
			notes.value = why;
			if (placed.length) {
				receipt.value = { orders: placed, left: picks.peek().length };
				tried.value = false;
			}
		});
		if (placed.length) deps.placed();
		return placed.length ? (done.size === list.length ? 'placed' : 'partly') : outcome;
	}

	return {
		...readOnly({ picks, stake, expanded, sending, tried, notes, receipt, pending }),
		count,
		problem,
		costCents,
		/** Adds the pick, or takes it out when it is already in; a new pick opens the slip and ends a receipt. */
		toggle(pick: SlipPick) {
			if (sending.peek()) return;
			const id = pickId(pick);
			if (picks.peek().some((p) => pickId(p) === id)) return void batch(() => drop(new Set([id])));
			batch(() => {
				picks.value = [...picks.peek(), pick];
				receipt.value = null;
				expanded.value = true;
			});
		},
		remove(id: string) {
			if (!sending.peek()) batch(() => drop(new Set([id])));
		},
		clear() {
			if (!sending.peek()) batch(() => drop(new Set(picks.peek().map(pickId))));
		},
		setStake(text: string) {
			stake.value = text;
		},
		setExpanded(open: boolean) {
			expanded.value = open;
		},
		closeReceipt() {
			receipt.value = null;
		},
		/** The card was read again: its picks follow the prices it shows now (none for a scratched runner). */
		follow(card: RaceCard) {
			const next = picks.peek().map((p) => {
				const runner = p.race_id === card.race_id ? card.runners.find((r) => r.horse_id === p.horse_id) : undefined;
				if (!runner) return p;
				const price = runner.scratched ? null : ((p.bet_type === 1 ? runner.win_price : runner.place_price) ?? null);
				return price === p.price ? p : { ...p, price };
			});
			if (next.some((p, i) => p !== picks.peek()[i])) picks.value = next;
		},
		place,
	};
}

export type BetSlip = ReturnType<typeof createBetSlip>;
