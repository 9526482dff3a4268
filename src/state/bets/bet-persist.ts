// The bet draft as it is kept (in the money-draft store, with its key) and as it is sent.
import { type BetRequest, emptyBetRequest } from '../../../shared/bets/bet-request.ts';
import { amountFromCents, centsFromInput } from '../../../shared/money/amount.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import { draftSlot, type StoredDraft } from '../money/money-draft-model.ts';

export const BET_DRAFT = 'bet';
// where versions before the money-draft store kept the draft and its key, in one flat object:
const LEGACY_SLOT = 'bet-draft';

/** What the player built: the bet type, the form, the stake as typed and the racing day. */
export interface BetDraftForm {
	betType: number;
	form: BetRequest;
	amountText: string;
	day: string;
}

export interface SavedDraft extends BetDraftForm {
	/** Made once per bet, before the first send; reused on every retry and after a reload. */
	key: string | null;
}

/** The draft without its key, as the store keeps it. */
export const formOf = ({ key: _, ...form }: SavedDraft): BetDraftForm => form;

export const emptyDraft = (): SavedDraft => ({
	betType: 0,
	form: emptyBetRequest(),
	amountText: '',
	key: null,
	day: '',
});

/** A kept draft made whole: fields added later, or missing from a damaged copy, fall back to their defaults. */
export function readDraft(saved: Partial<BetDraftForm> | null | undefined): BetDraftForm {
	const { key: _, ...base } = emptyDraft();
	if (!saved || typeof saved !== 'object') return base;
	return {
		betType: Number.isInteger(saved.betType) ? (saved.betType as number) : 0,
		form: { ...base.form, ...saved.form },
		amountText: typeof saved.amountText === 'string' ? saved.amountText : '',
		day: typeof saved.day === 'string' ? saved.day : '',
	};
}

/** The body of POST /order/place-order: every form field plus bet_type and date, the stake from integer cents. */
export function orderPayload(draft: BetDraftForm): Record<string, unknown> {
	const amount = centsFromInput(draft.amountText);
	return {
		...draft.form,
		betAmount: amount.ok ? amountFromCents(amount.cents) : null,
		bet_type: draft.betType,
		date: draft.day,
	};
}

/** Moves a draft kept by an older version into the store, its key still bound to the bet it was made for. */
export function adoptLegacyDraft(storage: KeyValueStorage) {
	const raw = storage.get(LEGACY_SLOT);
	if (raw === null) return;
	try {
		const saved = JSON.parse(raw) as Partial<SavedDraft>;
		const form = readDraft(saved);
		const key = typeof saved.key === 'string' ? saved.key : null;
		const stored: StoredDraft<BetDraftForm> = { form, key, sent: key && JSON.stringify(orderPayload(form)) };
		if (storage.get(draftSlot(BET_DRAFT)) === null) storage.set(draftSlot(BET_DRAFT), JSON.stringify(stored));
	} catch {
		// a damaged copy is dropped, as the store drops one
	}
	// dropped only once the store holds it: another tab reading between the two writes still finds the key
	storage.set(LEGACY_SLOT, null);
}
