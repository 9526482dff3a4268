// The app's one bet slip, wired to the API, localStorage, the toast, the balance and the order list.
import { http } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { createStorage } from '../lib/storage.ts';
import { createBetSlip } from './bet-slip.ts';
import { browserOnline } from './model-deps.ts';
import { newUuid } from './money-draft.ts';
import type { RaceOrder } from './orders.ts';
import { session } from './session.ts';
import { showToast } from './toast-model.ts';

export const betSlip = createBetSlip({
	storage: createStorage(),
	send: (payload, idempotencyKey) => http.post<RaceOrder>('/order/place-order', payload, { idempotencyKey }),
	online: browserOnline,
	uuid: newUuid,
	toast: (text) => void showToast(text),
	t: (key) => t(key),
	placed() {
		session.fetchBalance().catch(() => {});
		// the Order page then shows the new orders, not the list it kept from an earlier visit:
		void import('./orders.ts').then((m) => m.appOrders().outdated());
	},
});
