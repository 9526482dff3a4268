// Money in and out: top-up and withdrawal requests sent once per player action, their records, the card, the password.
import { batch, computed, signal } from '@preact/signals';
import type { Logger } from '../api/clock.ts';
import { EXPIRED, isApiError } from '../api/errors.ts';
import type { Http } from '../api/http.ts';
import type { BankCard } from '../api/user.ts';
import { amountFromCents } from '../bets/money.ts';
import type { KeyValueStorage } from '../lib/storage.ts';
import { createDraft, type Draft } from './drafts.ts';
import { createPager, type Page } from './wallet-pager.ts';
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

/** Refused before sending: the device is offline, and nothing is queued to go later. */
export class OfflineError extends Error {
	constructor() {
		super('offline');
		this.name = 'OfflineError';
	}
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

/** A reply that settles the action: the server looked at it and said no, so the key is spent. */
export function isDefinitive(error: unknown): boolean {
	if (!isApiError(error) || error.code === EXPIRED) return false;
	const status = error.httpStatus >= 400 ? error.httpStatus : error.status;
	// 409 (the first send is still in flight), 401/402 (sign-in) and 429 say nothing about the request itself:
	return status >= 400 && status < 500 && ![401, 402, 409, 429].includes(status);
}

export function createWallet(deps: WalletDeps) {
	const { http, storage, logger } = deps;
	const topupDraft = createDraft<TopupForm>('topup', storage, deps.newKey);
	const withdrawDraft = createDraft<WithdrawForm>('withdraw', storage, deps.newKey);
	const lastTopup = signal<TopupView | null>(null);
	const lastWithdrawal = signal<WithdrawalView | null>(null);
	const cardStatus = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
	const balanceStatus = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
	const list = <T>(url: string) =>
		createPager<T>((page, size) => http.get<Page<T>>(url, { params: { page, size } }).then((r) => r.data), logger);
	const topups = list<TopupView>('/wallet/topups');
	const withdrawals = list<WithdrawalView>('/wallet/withdrawals');

	async function sendMoney<F, R>(draft: Draft<F>, form: F, url: string, payload: object): Promise<R> {
		if (!deps.online()) {
			draft.save(form);
			throw new OfflineError();
		}
		const idempotencyKey = draft.keyFor(form, payload);
		try {
			const reply = await http.post<R>(url, payload, { idempotencyKey });
			draft.settle();
			return reply.data;
		} catch (error) {
			// a refusal spends the key but keeps what was typed; anything else keeps both for a retry:
			if (isDefinitive(error)) draft.settle(form);
			throw error;
		}
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
		lastTopup: computed(() => lastTopup.value),
		lastWithdrawal: computed(() => lastWithdrawal.value),
		cardStatus: computed(() => cardStatus.value),
		balanceStatus: computed(() => balanceStatus.value),
		topups,
		withdrawals,
		/** The kept top-up draft, and whether a send of it is still unanswered. */
		topupDraft: () => ({ form: topupDraft.form(), unsettled: topupDraft.unsettled() }),
		withdrawDraft: () => ({ form: withdrawDraft.form(), unsettled: withdrawDraft.unsettled() }),
		keepTopupForm: (form: TopupForm) => topupDraft.save(form),
		keepWithdrawForm: (form: WithdrawForm) => withdrawDraft.save(form),
		async requestTopup(form: TopupForm, cents: number) {
			const payload = { amount: amountFromCents(cents), method: form.method };
			const view = await sendMoney<TopupForm, TopupView>(topupDraft, form, '/wallet/topup', payload);
			batch(() => {
				lastTopup.value = view;
				topups.reset();
			});
			return view;
		},
		async requestWithdrawal(form: WithdrawForm, cents: number) {
			const payload = { amount: amountFromCents(cents) };
			const view = await sendMoney<WithdrawForm, WithdrawalView>(withdrawDraft, form, '/wallet/withdraw', payload);
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

export type Wallet = ReturnType<typeof createWallet>;
