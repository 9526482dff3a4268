// What every model is handed, so tests pass fakes instead of patching globals; and the browser's own set.
import { t } from '../../i18n/index.ts';
import { createStorage, type KeyValueStorage } from '../../lib/storage.ts';
import { newUuid } from '../money/money-draft-model.ts';
import { session } from '../session/session.ts';
import { showToast } from '../shell/toast-model.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A list that grows by pages: 'no-more' once the last page is in. */
export type LoadMoreStatus = 'idle' | 'loading' | 'no-more' | 'error';

export interface ModelDeps {
	storage: KeyValueStorage;
	online(): boolean;
	/** A new Idempotency-Key. */
	newKey(): string;
	notify(message: string): void;
	refreshBalance(): void;
	t(key: string, params?: Record<string, unknown>): string;
}

export const browserOnline = () => globalThis.navigator?.onLine !== false;

/** The browser's storage, network state, toast and the session's balance. */
export function appDeps(): ModelDeps {
	return {
		storage: createStorage(),
		online: browserOnline,
		newKey: newUuid,
		notify: (message) => void showToast(message),
		refreshBalance: () => void session.fetchBalance().catch(() => {}),
		t,
	};
}
