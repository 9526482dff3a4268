// The bet draft in localStorage: what the player built, the stake as typed and the idempotency key of the pending send.
import { type BetForm, emptyBetForm } from '../bets/bet-form.ts';
import type { KeyValueStorage } from '../lib/storage.ts';

export const DRAFT_KEY = 'bet-draft';

export interface SavedDraft {
	betType: number;
	form: BetForm;
	amountText: string;
	/** Made once per bet, before the first send; reused on every retry and after a reload. */
	key: string | null;
	day: string;
}

export const emptyDraft = (): SavedDraft => ({ betType: 0, form: emptyBetForm(), amountText: '', key: null, day: '' });

export function loadDraft(storage: KeyValueStorage): SavedDraft {
	try {
		const raw = storage.get(DRAFT_KEY);
		if (!raw) return emptyDraft();
		const saved = JSON.parse(raw) as Partial<SavedDraft>;
		const base = emptyDraft();
		return {
			betType: Number.isInteger(saved.betType) ? (saved.betType as number) : 0,
			// fields added later fall back to their defaults:
			form: { ...base.form, ...saved.form },
			amountText: typeof saved.amountText === 'string' ? saved.amountText : '',
			key: typeof saved.key === 'string' ? saved.key : null,
			day: typeof saved.day === 'string' ? saved.day : '',
		};
	} catch {
		return emptyDraft();
	}
}

export function saveDraft(storage: KeyValueStorage, draft: SavedDraft) {
	storage.set(DRAFT_KEY, JSON.stringify(draft));
}
