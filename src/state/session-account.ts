// The signed-in player's balance and bank card: kept in memory only, asked for when a page needs them.
import { batch, signal } from '@preact/signals';
import type { Logger } from '../api/clock.ts';
import type { BankCard, UserApi } from '../api/user.ts';
import { readOnly } from '../lib/read-only.ts';

export function createSessionAccount(api: UserApi, logger: Logger) {
	const balance = signal<number | null>(null);
	const bankCard = signal<BankCard | null>(null);
	let balanceAsked: Promise<number> | null = null;

	return {
		...readOnly({ balance, bankCard }),
		/** Forgets both, as the player signs out. */
		clear() {
			batch(() => {
				balance.value = null;
				bankCard.value = null;
			});
		},
		/** A second call while one is on its way joins it: the same question, asked once. */
		fetchBalance(): Promise<number> {
			balanceAsked ??= api
				.balance()
				.then((reply) => {
					const value = Number(reply);
					balance.value = value;
					return value;
				})
				.catch((error) => {
					logger.error('balance failed:', error);
					throw error;
				})
				.finally(() => {
					balanceAsked = null;
				});
			return balanceAsked;
		},
		async fetchBankCard(): Promise<BankCard | null> {
			try {
				const card = await api.bankCard();
				bankCard.value = card ?? null;
				return bankCard.peek();
			} catch (error) {
				logger.error('bank card failed:', error);
				throw error;
			}
		},
		async saveBankCard(card: BankCard): Promise<BankCard | null> {
			const saved = await api.saveBankCard(card);
			bankCard.value = saved ?? null;
			return bankCard.peek();
		},
	};
}
