// The app's wallet model, wired to the app's http client, localStorage and the browser's online flag.
import { http } from '../api/client.ts';
import { createStorage } from '../lib/storage.ts';
import { browserOnline } from './model-deps.ts';
import { session } from './session.ts';
import { createWallet } from './wallet-model.ts';

export const wallet = createWallet({
	http,
	storage: createStorage(),
	online: browserOnline,
	logger: console,
	fetchBalance: () => session.fetchBalance(),
	fetchBankCard: () => session.fetchBankCard(),
	saveBankCard: (card) => session.saveBankCard(card),
});
