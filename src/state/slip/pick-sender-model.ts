// Sending a slip's picks: one Single order each, through the money-action flow under a key of its own (kept in the
// money-draft store by pick until a final reply), one after another, stopping at the first send with no reply.
import type { OrderView } from '../../../shared/bets/order-view.ts';
import type { BetSendDeps } from '../bets/bet-send-deps.ts';
import { sendFailureText } from '../common/failure-text.ts';
import { createMoneyAction, type MoneyAction, tellNotSent } from '../money/money-action-model.ts';
import { createMoneyDraft } from '../money/money-draft-model.ts';
import { pickId, pickPayload, type SlipPick } from './bet-slip-quote.ts';
import { pickDraftName } from './bet-slip-store.ts';

export type SendOutcome = 'placed' | 'refused' | 'failed' | 'offline';

interface PickSend {
	pick: SlipPick;
	stake: string;
}

export function createPickSender(deps: BetSendDeps) {
	const actions = new Map<string, MoneyAction<PickSend>>();
	const actionFor = (id: string) => {
		let action = actions.get(id);
		if (!action) {
			action = createMoneyAction(createMoneyDraft<PickSend>(pickDraftName(id), deps.storage, deps.uuid), deps.online);
			actions.set(id, action);
		}
		return action;
	};

	return {
		/** The picks whose last send had no final reply: a retry reuses their key, so nothing is charged twice. */
		unsettled: (list: readonly SlipPick[]) => new Set(list.map(pickId).filter((id) => actionFor(id).draft.unsettled())),
		/** The pick left the slip: its key goes with it. */
		forget: (id: string) => actionFor(id).draft.settle(),
		/** Each pick at this stake; the orders placed, and why each other pick did not go through, by pick id. */
		async sendAll(list: readonly SlipPick[], stake: string) {
			const placed = new Map<string, OrderView>();
			const why: Record<string, string> = {};
			let outcome: SendOutcome = 'placed';
			for (const pick of list) {
				const id = pickId(pick);
				const action = actionFor(id);
				const sent = await action.send({ pick, stake }, pickPayload(pick, stake), deps.send);
				if (sent.kind === 'done') {
					placed.set(id, sent.data);
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
			return { placed, why, outcome };
		},
	};
}
