// Key-value persistence over localStorage that never throws: private mode, quota and missing storage fall back to memory.
export interface KeyValueStorage {
	get(key: string): string | null;
	set(key: string, value: string | null): void;
}

type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null where reading it throws (sandboxed frames, disabled storage). */
function browserStorage(): Backing | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

export function createStorage(backing: Backing | null = browserStorage()): KeyValueStorage {
	const memory = new Map<string, string>();
	return {
		get(key) {
			try {
				const value = backing?.getItem(key);
				if (value != null) return value;
			} catch {}
			return memory.get(key) ?? null;
		},
		set(key, value) {
			if (value == null) memory.delete(key);
			else memory.set(key, value);
			try {
				if (value == null) backing?.removeItem(key);
				else backing?.setItem(key, value);
			} catch {
				// the memory copy keeps this tab working when the write is refused:
			}
		},
	};
}
