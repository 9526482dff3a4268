// What the player sees of a top-up: the record, plus the account to pay to while a bank transfer is awaited.

import { amountFromCents } from '../../../shared/money/amount.ts';
import type { BankTransferConfig } from '../../config-providers.ts';
import { topupReference } from '../wallet/topup-reference.ts';
import { type TopupRow, topupView } from '../wallet/topups.ts';

function payTo(bank: BankTransferConfig, t: Pick<TopupRow, 'id' | 'amount'>) {
	return {
		bank_name: bank.bankName,
		account_name: bank.accountName,
		account_number: bank.accountNumber,
		bank_code: bank.bankCode,
		reference: topupReference(t.id),
		amount: amountFromCents(t.amount),
	};
}

export function topupReply(t: TopupRow, bank: BankTransferConfig | null) {
	const awaitingTransfer = t.method === 'bank_transfer' && t.status === 'pending' && bank;
	return { ...topupView(t), pay_to: awaitingTransfer ? payTo(bank, t) : null };
}
