// A money form's draft and its Idempotency-Key kept in localStorage, so a retry or a reload reuses the key of that action.
import type { KeyValueStorage } from '../../lib/storage.ts';

/** What is stored under `draft:<name>`. */
export interface StoredDraft<T> {
	form: T;
	/** The key made for `sent`; null until the player first submits. */
	key: string | null;
	/** The payload the key was made for, as JSON. */
	sent: string | null;
	/** When the key was made (ms, this device's clock); missing in drafts kept by an older app. */
	at?: number;
}

export interface MoneyDraft<T> {
	/** What was typed last, or null when nothing is kept. */
	form(): T | null;
	/** The key of the send that has no final reply yet, or null. */
	key(): string | null;
	/** True when a send went out with this key and no final reply came back. */
	unsettled(): boolean;
	/** How long ago the key was made, or null when that is not known (no key, an older draft, a clock set back). */
	keyAge(): number | null;
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
	now: () => number = Date.now,
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
		keyAge() {
			const old = read();
			const age = old?.key && typeof old.at === 'number' ? now() - old.at : -1;
			return age >= 0 ? age : null;
		},
		save(form) {
			const old = read();
			write({ form, key: old?.key ?? null, sent: old?.sent ?? null, at: old?.at });
		},
		keyFor(form, payload) {
			const sent = JSON.stringify(payload);
			const old = read();
			// a changed payload is a new player action; a retry of the same one must reuse its key:
			const same = !!old?.key && old.sent === sent;
			const key = same ? old.key! : newKey();
			write({ form, key, sent, at: same ? old.at : now() });
			return key;
		},
		settle: (keep) => write(keep === undefined ? null : { form: keep, key: null, sent: null }),
	};
}
