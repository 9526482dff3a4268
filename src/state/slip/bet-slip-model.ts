// The bet slip: Win and Place picks tapped on race cards (a Win pick may go Each Way) and one stake, placed as one
// order per pick (pick-sender-model.ts); what went through becomes the receipt, what did not stays with its reason.
import { batch, computed, effect, signal } from '@preact/signals';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { BetSendDeps } from '../bets/bet-send-deps.ts';
import type { RaceCard } from '../races/race-card-model.ts';
import { canEachWay, followCard, pickId, type SlipPick, slipCost, stakeCents, stakeProblem } from './bet-slip-quote.ts';
import { readSlip, writeSlip } from './bet-slip-store.ts';
import { createPickSender, type SendOutcome } from './pick-sender-model.ts';

export interface BetSlipDeps extends BetSendDeps {
	/** After an order went through, e.g. refresh the balance and the order list. */
	placed(): void;
}

export type SlipOutcome = SendOutcome | 'partly' | 'busy' | 'invalid';

/** What just changed in the slip, for the player to hear: a pick added or taken off, or picks whose race closed. */
export interface SlipNews {
	kind: 'added' | 'removed' | 'closed';
	picks: SlipPick[];
	/** Picks in the slip after the change. */
	count: number;
}

export interface SlipReceipt {
	orders: OrderView[];
	/** Picks that did not go through and stay in the slip. */
	left: number;
}

export function createBetSlip(deps: BetSlipDeps) {
	const sender = createPickSender(deps);
	const saved = readSlip(deps.storage);
	const picks = signal<SlipPick[]>(saved.picks);
	const stake = signal(saved.stake);
	// folded to one line until the player opens it, so it hides nothing they are betting on:
	const expanded = signal(false);
	const sending = signal(false);
	// the stake's problem shows once the player tried to place, not while typing:
	const tried = signal(false);
	// why a pick did not go through, by pick id:
	const notes = signal<Record<string, string>>({});
	const receipt = signal<SlipReceipt | null>(null);
	const news = signal<SlipNews | null>(null);
	// picks 'More bet types' took to the full form: they leave the slip once the form places a bet on their race
	let carried = new Set<string>();
	const pending = signal(sender.unsettled(picks.peek()));

	effect(() => writeSlip(deps.storage, { picks: picks.value, stake: stake.value }));

	const count = computed(() => picks.value.length);
	const problem = computed(() => stakeProblem(stake.value));
	const costCents = computed(() => {
		const cents = stakeCents(stake.value);
		return cents === null ? null : slipCost(cents, count.value, picks.value.filter((p) => p.each_way).length);
	});

	/** Takes the picks out; `kind` says why to the player (a placed pick is said by the receipt instead). */
	function drop(ids: ReadonlySet<string>, keepKeys = false, kind?: SlipNews['kind']) {
		if (!keepKeys) for (const id of ids) sender.forget(id);
		const gone = picks.peek().filter((p) => ids.has(pickId(p)));
		picks.value = picks.peek().filter((p) => !ids.has(pickId(p)));
		pending.value = sender.unsettled(picks.peek());
		if (kind) news.value = { kind, picks: gone, count: picks.peek().length };
	}
	const unlessSending = (act: () => void) => {
		if (!sending.peek()) batch(act);
	};

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
		// the stake as it was when Place was tapped, for every pick, whatever is typed meanwhile:
		const sent = await sender.sendAll(list, stake.peek()).finally(() => {
			sending.value = false;
		});
		const orders = [...sent.placed.values()];
		batch(() => {
			// their keys were settled by the final reply:
			drop(new Set(sent.placed.keys()), true);
			notes.value = sent.why;
			if (orders.length) {
				receipt.value = { orders, left: picks.peek().length };
				tried.value = false;
			}
		});
		if (orders.length) deps.placed();
		if (!orders.length) return sent.outcome;
		return orders.length === list.length ? 'placed' : 'partly';
	}

	return {
		...readOnly({ picks, stake, expanded, sending, tried, notes, receipt, pending, news }),
		count,
		problem,
		costCents,
		/** Adds the pick, or takes it out when it is already in; a new pick ends a receipt, the slip stays as it was. */
		toggle(pick: SlipPick) {
			const id = pickId(pick);
			unlessSending(() => {
				if (picks.peek().some((p) => pickId(p) === id)) return drop(new Set([id]), false, 'removed');
				picks.value = [...picks.peek(), pick];
				news.value = { kind: 'added', picks: [pick], count: picks.peek().length };
				receipt.value = null;
			});
		},
		remove: (id: string) => unlessSending(() => drop(new Set([id]), false, 'removed')),
		/** A Win pick made Each Way, or back: a new bet, so never while its last send has no final reply. */
		setEachWay(id: string, on: boolean) {
			unlessSending(() => {
				if (pending.peek().has(id)) return;
				picks.value = picks.peek().map((p) => (pickId(p) === id && canEachWay(p) ? { ...p, each_way: on } : p));
			});
		},
		clear: () => unlessSending(() => drop(new Set(picks.peek().map(pickId)))),
		/** A new stake: its problem, if any, is told at the next attempt to place, not while it is typed. */
		setStake(text: string) {
			batch(() => {
				stake.value = text;
				tried.value = false;
			});
		},
		setExpanded(open: boolean) {
			expanded.value = open;
		},
		closeReceipt() {
			receipt.value = null;
		},
		/** The card was read again: its picks follow the prices it shows now (none for a scratched runner). */
		follow(card: RaceCard) {
			const next = followCard(picks.peek(), card);
			if (next) picks.value = next;
		},
		/** The race no longer takes bets: its picks leave the slip; the answer is what left, for the player to hear. */
		closeRace(raceId: number): SlipPick[] {
			const gone = picks.peek().filter((p) => p.race_id === raceId);
			if (!gone.length || sending.peek()) return [];
			batch(() => drop(new Set(gone.map(pickId)), false, 'closed'));
			return gone;
		},
		/** 'More bet types' took this race's picks to the full form. */
		carry(raceId: number) {
			carried = new Set(
				picks
					.peek()
					.filter((p) => p.race_id === raceId)
					.map(pickId),
			);
		},
		/** The runners of the picks 'More bet types' took to the form for this race. */
		carriedFor: (raceId: number) =>
			picks.peek().flatMap((p) => (p.race_id === raceId && carried.has(pickId(p)) ? [p.horse_id] : [])),
		/** The full form placed a bet on this race: the picks it carried are in that bet and leave the slip. */
		placedByForm(raceId: number) {
			const ids = new Set(
				picks
					.peek()
					.filter((p) => p.race_id === raceId && carried.has(pickId(p)))
					.map(pickId),
			);
			carried = new Set();
			if (ids.size) unlessSending(() => drop(ids));
		},
		place,
	};
}

export type BetSlip = ReturnType<typeof createBetSlip>;
