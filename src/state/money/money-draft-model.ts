// A money form's draft and its Idempotency-Key kept in localStorage, so a retry or a reload reuses the key of that action.
import type { KeyValueStorage } from '../../lib/storage.ts';

/** What is stored under `draft:<name>`. */
export interface StoredDraft<T> {
	form: T;
	/** The key made for `sent`; null until the player first submits. */
	key: string | null;
	/** The payload the key was made for, as JSON. */
	sent: string | null;
}

export interface MoneyDraft<T> {
	/** What was typed last, or null when nothing is kept. */
	form(): T | null;
	/** The key of the send that has no final reply yet, or null. */
	key(): string | null;
	/** True when a send went out with this key and no final reply came back. */
	unsettled(): boolean;
	/** Keeps what was typed, and the key while the payload is unchanged. */
	save(form: T): void;
	/** The key for this payload: the stored one while it matches, else a new one, written before any send. */
	keyFor(form: T, payload: unknown): string;
	/** A final reply came: forget the key, and the form too unless it is passed back to keep. */
	settle(keep?: T): void;
}

// a key from getRandomValues where randomUUID is missing (plain-http origins other than localhost):
export const newUuid = () =>
	globalThis.crypto?.randomUUID?.() ??
	Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const draftSlot = (name: string) => `draft:${name}`;

export function createMoneyDraft<T>(
	name: string,
	storage: KeyValueStorage,
	newKey: () => string = newUuid,
): MoneyDraft<T> {
	const slot = draftSlot(name);
	const read = (): StoredDraft<T> | null => {
		try {
			const raw = storage.get(slot);
			return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
		} catch {
			return null;
		}
	};
	const write = (value: StoredDraft<T> | null) => storage.set(slot, value && JSON.stringify(value));
	return {
		form: () => read()?.form ?? null,
		key: () => read()?.key ?? null,
		unsettled: () => !!read()?.key,
		save(form) {
			const old = read();
			write({ form, key: old?.key ?? null, sent: old?.sent ?? null });
		},
		keyFor(form, payload) {
			const sent = JSON.stringify(payload);
			const old = read();
			// a changed payload is a new player action; a retry of the same one must reuse its key:
			const key = old?.key && old.sent === sent ? old.key : newKey();
			write({ form, key, sent });
			return key;
		},
		settle: (keep) => write(keep === undefined ? null : { form: keep, key: null, sent: null }),
	};
}
