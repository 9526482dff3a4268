// The app's one bet draft, wired to the API, localStorage, the toast and the session's balance.
import { fetchRate, http, raceApi } from '../api/client.ts';
import { showToast } from '../components/toast-model.ts';
import { t } from '../i18n/index.ts';
import { createStorage } from '../lib/storage.ts';
import { createBetDraft } from './bet-draft.ts';
import type { Runner } from './races-card.ts';
import { session } from './session.ts';

export const betDraft = createBetDraft({
	storage: createStorage(),
	runners: (raceId) => raceApi.horseNames(raceId) as Promise<Runner[] | null>,
	rate: fetchRate,
	send: (payload, idempotencyKey) => http.post('/order/place-order', payload, { idempotencyKey }),
	online: () => navigator.onLine !== false,
	uuid: () => crypto.randomUUID(),
	toast: (text) => void showToast(text),
	t: (key) => t(key),
	placed: () => void session.fetchBalance().catch(() => {}),
});
