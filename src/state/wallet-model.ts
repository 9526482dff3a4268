// Money in and out: top-up and withdrawal requests sent once per player action, their records, the card, the password.
import { batch, signal } from '@preact/signals';
import type { Logger } from '../api/clock.ts';
import type { Http } from '../api/http.ts';
import type { BankCard } from '../api/user.ts';
import { amountFromCents } from '../bets/money.ts';
import { readOnly } from '../lib/read-only.ts';
import type { KeyValueStorage } from '../lib/storage.ts';
import type { LoadStatus } from './model-deps.ts';
import { createMoneyAction, type MoneyAction, OfflineError } from './money-action.ts';
import { createMoneyDraft } from './money-draft.ts';
import { createPager, type Page } from './pager.ts';
import { type CardForm, cardDigits, type TopupMethod } from './wallet-rules.ts';

export interface TopupForm {
	amount: string;
	method: TopupMethod;
}
export interface WithdrawForm {
	amount: string;
}
export interface TopupView {
	id: number;
	amount: number;
	method: TopupMethod;
	status: 'pending' | 'approved' | 'rejected';
	reason: string | null;
	created_at: string;
}
export interface WithdrawalView {
	id: number;
	amount: number;
	card_number: string;
	bank_name: string;
	status: 'pending' | 'paid' | 'rejected';
	reason: string | null;
	created_at: string;
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
	const topupDraft = createMoneyDraft<TopupForm>('topup', storage, deps.newKey);
	const withdrawDraft = createMoneyDraft<WithdrawForm>('withdraw', storage, deps.newKey);
	const topup = createMoneyAction(topupDraft, deps.online);
	const withdraw = createMoneyAction(withdrawDraft, deps.online);
	const lastTopup = signal<TopupView | null>(null);
	const lastWithdrawal = signal<WithdrawalView | null>(null);
	const cardStatus = signal<LoadStatus>('idle');
	const balanceStatus = signal<LoadStatus>('idle');
	const list = <T>(url: string) =>
		createPager<T>((page, size) => http.get<Page<T>>(url, { params: { page, size } }).then((r) => r.data), logger);
	const topups = list<TopupView>('/wallet/topups');
	const withdrawals = list<WithdrawalView>('/wallet/withdrawals');

	// the forms show what went wrong, so every way of not going through is thrown:
	async function sendMoney<F, R>(action: MoneyAction<F>, form: F, url: string, payload: object): Promise<R> {
		const sent = await action.send<R>(form, payload, (body, idempotencyKey) =>
			http.post<R>(url, body, { idempotencyKey }),
		);
		if (sent.kind === 'done') return sent.data;
		if (sent.kind === 'offline') throw new OfflineError();
		// the forms wait for their send (use-submit-once), so only a caller that did not wait gets here:
		if (sent.kind === 'busy') throw new Error('this form is already being sent');
		throw sent.error;
	}

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
		...readOnly({ lastTopup, lastWithdrawal, cardStatus, balanceStatus }),
		topups,
		withdrawals,
		/** The kept top-up draft, and whether a send of it is still unanswered. */
		topupDraft: () => ({ form: topupDraft.form(), unsettled: topupDraft.unsettled() }),
		withdrawDraft: () => ({ form: withdrawDraft.form(), unsettled: withdrawDraft.unsettled() }),
		keepTopupForm: (form: TopupForm) => topupDraft.save(form),
		keepWithdrawForm: (form: WithdrawForm) => withdrawDraft.save(form),
		async requestTopup(form: TopupForm, cents: number) {
			const payload = { amount: amountFromCents(cents), method: form.method };
			const view = await sendMoney<TopupForm, TopupView>(topup, form, '/wallet/topup', payload);
			batch(() => {
				lastTopup.value = view;
				topups.reset();
			});
			return view;
		},
		async requestWithdrawal(form: WithdrawForm, cents: number) {
			const payload = { amount: amountFromCents(cents) };
			const view = await sendMoney<WithdrawForm, WithdrawalView>(withdraw, form, '/wallet/withdraw', payload);
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
			batch(() => {
				lastTopup.value = null;
				lastWithdrawal.value = null;
			});
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
