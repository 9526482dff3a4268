// The app's one bet draft, wired to the API, localStorage, the toast and the session's balance.
import { fetchRate, http, raceApi } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { createStorage } from '../lib/storage.ts';
import { createBetDraft } from './bet-draft.ts';
import { browserOnline } from './model-deps.ts';
import { newUuid } from './money-draft.ts';
import type { Runner } from './races-card.ts';
import { session } from './session.ts';
import { showToast } from './toast-model.ts';

export const betDraft = createBetDraft({
	storage: createStorage(),
	runners: (raceId) => raceApi.horseNames(raceId) as Promise<Runner[] | null>,
	rate: fetchRate,
	send: (payload, idempotencyKey) => http.post('/order/place-order', payload, { idempotencyKey }),
	online: browserOnline,
	uuid: newUuid,
	toast: (text) => void showToast(text),
	t: (key) => t(key),
	placed() {
		session.fetchBalance().catch(() => {});
		// the Order page then shows the new order, not the list it kept from an earlier visit:
		void import('./orders.ts').then((m) => m.appOrders().outdated());
	},
});
