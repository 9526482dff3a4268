// The sport bet slip: one selection and its stake, kept with its Idempotency-Key until the order is final.
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { type AmountError, amountFromCents, centsFromInput } from '../../../shared/money/amount.ts';
import type { Market, Selection, SportEvent, SportOrder } from '../../../shared/sports/sport-types.ts';
import { isApiError } from '../../api/errors.ts';
import type { Http } from '../../api/http.ts';
import { moneyPost } from '../../api/money-post.ts';
import { sportOrderShape } from '../../api/shapes/sports.ts';
import type { ModelDeps } from '../common/model-deps.ts';
import { createMoneyAction, tellNotSent } from '../money/money-action-model.ts';
import { createMoneyDraft } from '../money/money-draft-model.ts';

export interface Slip {
	event_id: number;
	market_id: number;
	selection_id: number;
	odds: number;
	name: string;
	stake: string;
}
export type PlaceResult = 'placed' | 'offline' | 'busy' | 'invalid' | 'refused' | 'failed';

const findSelection = (ev: SportEvent, id: number) =>
	ev.markets?.flatMap((m) => m.selections).find((sel) => sel.id === id);

/** `refetch` reloads the slip's event after a refusal, which may name new odds. */
export function createSportSlip(deps: ModelDeps & { http: Http }, refetch: (eventId: number) => Promise<void>) {
	const { http } = deps;
	// the slip and its Idempotency-Key live in localStorage, so a reload or a retry reuses the key:
	const draft = createMoneyDraft<Slip>('sport-slip', deps.storage, deps.newKey);
	const action = createMoneyAction(draft, deps.online);
	const slip = signal<Slip | null>(draft.form());
	const stakeError = signal<AmountError | null>(null);
	const lastOrder = signal<SportOrder | null>(null);

	function writeSlip(next: Slip | null) {
		slip.value = next;
		if (next) draft.save(next);
		else draft.settle();
	}

	/** A slip on this event follows the board's current odds. */
	function follow(ev: SportEvent) {
		const s = slip.peek();
		const now = s?.event_id === ev.id && findSelection(ev, s.selection_id);
		if (s && now && now.odds !== s.odds) writeSlip({ ...s, odds: now.odds });
	}

	function pick(ev: SportEvent, market: Market, sel: Selection) {
		const stake = slip.peek()?.stake ?? '';
		stakeError.value = null;
		writeSlip({ event_id: ev.id, market_id: market.id, selection_id: sel.id, odds: sel.odds, name: sel.name, stake });
	}

	function setStake(text: string) {
		const s = slip.peek();
		stakeError.value = null;
		if (s) writeSlip({ ...s, stake: text });
	}

	async function placeOrder(): Promise<PlaceResult> {
		const s = slip.peek();
		if (!s || action.sending.peek()) return 'busy';
		const amount = centsFromInput(s.stake);
		if (!amount.ok) {
			stakeError.value = amount.error;
			return 'invalid';
		}
		const body = {
			event_id: s.event_id,
			market_id: s.market_id,
			selection_id: s.selection_id,
			stake: amountFromCents(amount.cents),
			odds: s.odds,
		};
		// one key per slip, renewed only when the slip itself changed:
		const sent = await action.send(s, body, moneyPost<SportOrder>(http, '/sports/order', sportOrderShape));
		if (sent.kind === 'done') {
			batch(() => {
				lastOrder.value = sent.data;
				writeSlip(null);
			});
			deps.refreshBalance();
			return 'placed';
		}
		tellNotSent(sent, deps.notify, deps.t, 'errors.offline');
		if (sent.kind === 'refused' && isApiError(sent.error) && sent.error.httpStatus === 409) await refetch(s.event_id);
		return sent.kind;
	}

	return {
		placing: action.sending,
		...readOnly({ slip, stakeError, lastOrder }),
		follow,
		pick,
		setStake,
		clearSlip: () => writeSlip(null),
		placeOrder,
	};
}
