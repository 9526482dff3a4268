// A form draft and its Idempotency-Key kept in localStorage, so a retry or a reload reuses the key of that action.
import type { KeyValueStorage } from '../lib/storage.ts';

interface Stored<T> {
	form: T;
	/** The key made for `sent`; null until the player first submits. */
	key: string | null;
	sent: string | null;
}

export interface Draft<T> {
	/** What was typed last, or null when nothing is kept. */
	form(): T | null;
	/** True when a send went out with this key and no definitive reply came back. */
	unsettled(): boolean;
	/** Keeps what was typed, and the key while the payload is unchanged. */
	save(form: T): void;
	/** The key for this payload: the stored one while it matches, else a new one, written before any send. */
	keyFor(form: T, payload: unknown): string;
	/** A definitive reply came: forget the key, and the form too unless it is passed back to keep. */
	settle(keep?: T): void;
}

const newUuid = () => crypto.randomUUID();

export function createDraft<T>(name: string, storage: KeyValueStorage, newKey: () => string = newUuid): Draft<T> {
	const slot = `draft:${name}`;
	const read = (): Stored<T> | null => {
		try {
			const raw = storage.get(slot);
			return raw ? (JSON.parse(raw) as Stored<T>) : null;
		} catch {
			return null;
		}
	};
	const write = (value: Stored<T> | null) => storage.set(slot, value && JSON.stringify(value));
	return {
		form: () => read()?.form ?? null,
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
