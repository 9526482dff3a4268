// Sending a bet through the one money-action flow, and what the player is told when it does not go through.

import { createMoneyAction, tellNotSent } from '../money/money-action-model.ts';
import { createMoneyDraft } from '../money/money-draft-model.ts';
import { adoptLegacyDraft, BET_DRAFT, type BetDraftForm, orderPayload } from './bet-persist.ts';
import type { BetSendDeps } from './bet-send-deps.ts';

export type SubmitOutcome = 'placed' | 'refused' | 'failed' | 'offline' | 'busy' | 'invalid';

/** The bet's draft store (with its key) and its send, one at a time. */
export function createBetSender(deps: BetSendDeps) {
	adoptLegacyDraft(deps.storage);
	const store = createMoneyDraft<BetDraftForm>(BET_DRAFT, deps.storage, deps.uuid);
	const action = createMoneyAction(store, deps.online);
	return {
		store,
		sending: action.sending,
		async send(draft: BetDraftForm): Promise<{ outcome: SubmitOutcome; data?: unknown }> {
			const sent = await action.send(draft, orderPayload(draft), deps.send);
			if (sent.kind === 'done') return { outcome: 'placed', data: sent.data };
			tellNotSent(sent, deps.toast, deps.t, 'bet.offline');
			return { outcome: sent.kind };
		},
	};
}
