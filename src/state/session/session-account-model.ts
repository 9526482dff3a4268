// The signed-in player's balance and bank card: asked for when a page needs them. The last balance read is kept on
// the device (IndexedDB, never localStorage) so an offline start shows it with its age rather than nothing.
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { BankCard, UserApi } from '../../api/user.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';

export interface KeptBalance {
	value: number;
	/** When the server said so (ms since the epoch). */
	at: number;
}

/** Where the last balance read waits for an offline start, by player. */
export interface BalanceKeep {
	read(user: string): Promise<KeptBalance | undefined>;
	write(user: string, kept: KeptBalance): Promise<unknown>;
	clear(): Promise<unknown>;
}

export interface AccountDeps {
	api: UserApi;
	logger: Logger;
	clock: Pick<Clock, 'now'>;
	keep?: BalanceKeep | undefined;
	/** The signed-in player's name, whose balance is kept. */
	user(): string | null;
}

export function createSessionAccount({ api, logger, clock, keep, user }: AccountDeps) {
	const balance = signal<number | null>(null);
	// when the balance shown was read from the server, and whether the last ask for it failed:
	const balanceAt = signal<number | null>(null);
	const balanceStale = signal(false);
	const bankCard = signal<BankCard | null>(null);
	let balanceAsked: Promise<number> | null = null;
	const quietly = (work: Promise<unknown> | undefined) => void work?.catch(() => {});

	async function lastKnown(name: string | null) {
		const kept = name && keep ? await keep.read(name).catch(() => undefined) : undefined;
		// a newer answer or a sign-out while the read was out wins:
		if (kept && balance.peek() === null && user() === name) {
			batch(() => {
				balance.value = kept.value;
				balanceAt.value = kept.at;
			});
		}
	}

	return {
		...readOnly({ balance, balanceAt, balanceStale, bankCard }),
		/** Forgets both, and the kept balance, as the player signs out. */
		clear() {
			batch(() => {
				balance.value = null;
				balanceAt.value = null;
				balanceStale.value = false;
				bankCard.value = null;
			});
			quietly(keep?.clear());
		},
		/** A second call while one is on its way joins it: the same question, asked once. */
		fetchBalance(): Promise<number> {
			const name = user();
			balanceAsked ??= api
				.balance()
				.then((reply) => {
					const value = Number(reply);
					const at = clock.now();
					batch(() => {
						balance.value = value;
						balanceAt.value = at;
						balanceStale.value = false;
					});
					if (name) quietly(keep?.write(name, { value, at }));
					return value;
				})
				.catch(async (error) => {
					logger.error('balance failed:', error);
					balanceStale.value = true;
					await lastKnown(name);
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
