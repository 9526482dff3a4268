// What the bet form and the bet slip share to send a race bet: stored drafts, the place-order call under an
// Idempotency-Key, and what follows a placed bet (the balance, and the Order page brought up to date).

import type { OrderView } from '../../../shared/bets/order-view.ts';
import { http } from '../../api/client.ts';
import { moneyPost } from '../../api/money-post.ts';
import { raceOrderShape } from '../../api/shapes/orders.ts';
import { t } from '../../i18n/index.ts';
import { createStorage } from '../../lib/storage.ts';
import { browserOnline } from '../common/model-deps.ts';
import { newUuid } from '../money/money-draft-model.ts';
import { session } from '../session/session.ts';
import { showToast } from '../shell/toast-model.ts';

export const raceBetSends = {
	storage: createStorage(),
	send: moneyPost<OrderView>(http, '/order/place-order', raceOrderShape),
	online: browserOnline,
	uuid: newUuid,
	toast: (text: string) => void showToast(text),
	t: (key: string) => t(key),
	placed() {
		session.fetchBalance().catch(() => {});
		// the Order page then shows the new orders, not the list it kept from an earlier visit:
		void import('./orders-model.ts').then((m) => m.appOrders().outdated());
	},
};
