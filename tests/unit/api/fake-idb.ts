// An in-memory stand-in for an idb-keyval UseStore: requests and transactions settle on a microtask.
import type { UseStore } from 'idb-keyval';

type Handlers = { onsuccess?: () => void; oncomplete?: () => void; onerror?: () => void; onabort?: () => void };

export function fakeIdbStore(options: { failOpen?: boolean } = {}) {
	const data = new Map<IDBValidKey, unknown>();
	const control = { quotaFailures: 0, writes: 0, opens: 0, quotaCode22: false };

	const request = <T>(compute: () => T) => {
		const req: Handlers & { result?: T; error?: unknown } = {};
		queueMicrotask(() => {
			req.result = compute();
			req.onsuccess?.();
		});
		return req;
	};

	const useStore: UseStore = (_mode, callback) => {
		control.opens++;
		if (options.failOpen) return Promise.reject(new Error('IndexedDB open blocked'));
		const pending: (() => void)[] = [];
		let failure: unknown = null;
		const tx: Handlers & { error?: unknown } = {};
		const store = {
			transaction: tx,
			get: (key: IDBValidKey) => request(() => data.get(key)),
			getAll: () => request(() => [...data.values()]),
			getAllKeys: () => request(() => [...data.keys()]),
			put(value: unknown, key: IDBValidKey) {
				if (control.quotaFailures > 0) {
					control.quotaFailures--;
					failure = control.quotaCode22
						? Object.assign(new Error('quota'), { code: 22 })
						: new DOMException('quota exceeded', 'QuotaExceededError');
				} else pending.push(() => data.set(key, value));
			},
			delete(key: IDBValidKey) {
				pending.push(() => data.delete(key));
			},
		};
		queueMicrotask(() => {
			if (failure) {
				tx.error = failure;
				tx.onabort?.();
				return;
			}
			for (const apply of pending) apply();
			if (pending.length) control.writes++;
			tx.oncomplete?.();
		});
		return Promise.resolve(callback(store as unknown as IDBObjectStore));
	};
	return { useStore, data, control };
}
