// Money out and the account: withdrawals sent once per player action, their record, the balance, the card, the password.
// Top-ups have a model of their own (topup-model.ts).
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { amountFromCents } from '../../../shared/money/amount.ts';
import type { Http } from '../../api/http.ts';
import { moneyPost } from '../../api/money-post.ts';
import { withdrawalPage, withdrawalShape } from '../../api/shapes/wallet.ts';
import type { BankCard } from '../../api/user.ts';
import type { Logger } from '../../lib/logger.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import type { LoadStatus } from '../common/model-deps.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { createMoneyAction, sendOrThrow } from '../money/money-action-model.ts';
import { createMoneyDraft } from '../money/money-draft-model.ts';
import { type CardForm, cardDigits } from './wallet-rules.ts';

export interface WithdrawForm {
	amount: string;
}
export interface WithdrawalView {
	id: number;
	amount: number;
	card_number: string;
	bank_name: string;
	/** pending: the amount is held; paid; rejected: returned to the wallet, with the operator's reason. */
	status: 'pending' | 'paid' | 'rejected';
	reason: string | null;
	created_at: string;
	decided_at: string | null;
}

export interface WalletDeps {
	http: Pick<Http, 'get' | 'post'>;
	storage: KeyValueStorage;
	online(): boolean;
	logger: Logger;
	newKey?: () => string;
	fetchBalance(): Promise<unknown>;
	fetchBankCard(): Promise<BankCard | null>;
	saveBankCard(card: BankCard): Promise<BankCard | null>;
}

export function createWallet(deps: WalletDeps) {
	const { http, storage, logger } = deps;
	const withdrawDraft = createMoneyDraft<WithdrawForm>('withdraw', storage, deps.newKey);
	const withdraw = createMoneyAction(withdrawDraft, deps.online);
	const postWithdrawal = moneyPost<WithdrawalView>(http, '/wallet/withdraw', withdrawalShape);
	const lastWithdrawal = signal<WithdrawalView | null>(null);
	const cardStatus = signal<LoadStatus>('idle');
	const balanceStatus = signal<LoadStatus>('idle');
	const withdrawals = createPager<WithdrawalView>(
		(page, size) =>
			http
				.get<Page<WithdrawalView>>('/wallet/withdrawals', { params: { page, size }, schema: withdrawalPage })
				.then((r) => r.data),
		logger,
	);

	async function refreshBalance() {
		balanceStatus.value = 'loading';
		try {
			await deps.fetchBalance();
			balanceStatus.value = 'ready';
		} catch {
			balanceStatus.value = 'error';
		}
	}

	return {
		...readOnly({ lastWithdrawal, cardStatus, balanceStatus }),
		withdrawals,
		/** The kept withdrawal draft, and whether a send of it is still unanswered. */
		withdrawDraft: () => ({ form: withdrawDraft.form(), unsettled: withdrawDraft.unsettled() }),
		keepWithdrawForm: (form: WithdrawForm) => withdrawDraft.save(form),
		async requestWithdrawal(form: WithdrawForm, cents: number) {
			const payload = { amount: amountFromCents(cents) };
			const view = await sendOrThrow<WithdrawForm, WithdrawalView>(withdraw, form, payload, postWithdrawal);
			batch(() => {
				lastWithdrawal.value = view;
				withdrawals.reset();
			});
			// the amount is held at once, so the balance moved:
			void refreshBalance();
			return view;
		},
		/** Back to an empty form after a result was shown. */
		startOver() {
			lastWithdrawal.value = null;
		},
		refreshBalance,
		async loadCard() {
			if (cardStatus.peek() !== 'ready') cardStatus.value = 'loading';
			try {
				await deps.fetchBankCard();
				cardStatus.value = 'ready';
			} catch {
				if (cardStatus.peek() !== 'ready') cardStatus.value = 'error';
			}
		},
		async saveCard(form: CardForm) {
			const card = {
				holder_name: form.holder_name.trim(),
				bank_name: form.bank_name.trim(),
				card_number: cardDigits(form.card_number),
			};
			await deps.saveBankCard(card);
			cardStatus.value = 'ready';
		},
		async changePassword(old_password: string, new_password: string) {
			await http.post('/user/change_password', { old_password, new_password });
		},
	};
}
