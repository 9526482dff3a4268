// The app's wallet model, wired to the app's http client, localStorage and the browser's online flag.
import { http } from '../api/client.ts';
import { createStorage } from '../lib/storage.ts';
import { session } from './session.ts';
import { createWallet } from './wallet-model.ts';

export const wallet = createWallet({
	http,
	storage: createStorage(),
	online: () => globalThis.navigator?.onLine !== false,
	logger: console,
	fetchBalance: () => session.fetchBalance(),
	fetchBankCard: () => session.fetchBankCard(),
	saveBankCard: (card) => session.saveBankCard(card),
});

export { OfflineError } from './wallet-model.ts';
