// The app's wallet and top-up models, wired to the app's http client, localStorage, timers and the browser's online flag.
import { http } from '../../api/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { createStorage } from '../../lib/storage.ts';
import { browserOnline } from '../common/model-deps.ts';
import { session } from '../session/session.ts';
import { createTopup } from './topup-model.ts';
import { createWallet } from './wallet-model.ts';

const storage = createStorage();

export const wallet = createWallet({
	http,
	storage,
	online: browserOnline,
	logger: console,
	fetchBalance: () => session.fetchBalance(),
	fetchBankCard: () => session.fetchBankCard(),
	saveBankCard: (card) => session.saveBankCard(card),
});

export const topup = createTopup({
	http,
	storage,
	online: browserOnline,
	logger: console,
	clock: systemClock,
	fetchBalance: () => session.fetchBalance(),
	leave: (url) => location.assign(url),
	origin: globalThis.location?.origin ?? '',
});
