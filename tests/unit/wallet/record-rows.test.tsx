// The rows of the TopUp History and the Withdraw Record, in English and Chinese, and the copy buttons of a transfer.
import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addMessages, setLanguage } from '../../../src/i18n/index.ts';
import zhWallet from '../../../src/i18n/zh/wallet.json' with { type: 'json' };
import { PayToList } from '../../../src/pages/recharge/pay-to.tsx';
import { TopupRow } from '../../../src/pages/recharge/topup-row.tsx';
import { WithdrawRow } from '../../../src/pages/withdraw/withdraw-row.tsx';
import type { TopupView } from '../../../src/state/wallet/topup-types.ts';
import type { WithdrawalView } from '../../../src/state/wallet/wallet-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { TOPUPS } from './topup-setup.ts';

const rowText = (row: preact.JSX.Element) => {
	const root = mount();
	act(() => render(<ul>{row}</ul>, root));
	const text = root.querySelector('li')?.textContent ?? '';
	render(null, root);
	return text;
};
const inChinese = async (check: () => void) => {
	addMessages('zh', { wallet: zhWallet });
	await setLanguage('zh', null);
	try {
		check();
	} finally {
		await setLanguage('en', null);
	}
};

// ---
const Topups = suite('TopUp History rows');

const topupRow = (item: TopupView) => rowText(<TopupRow item={item} />);

Topups('each row shows method, reference, amount and status', () => {
	const text = topupRow(TOPUPS.approved);
	assert.match(text, 'Card · HC0000182');
	assert.match(text, '$64.50');
	assert.match(text, 'Approved');
	assert.not.match(text, 'Reason');
});

Topups('a failed payment gives its reason by code, an operator rejection the operator’s words', () => {
	const declined = topupRow(TOPUPS.declined);
	assert.match(declined, 'Failed');
	assert.match(declined, 'The payment was declined. No money was taken.');
	const expired = topupRow({ ...TOPUPS.declined, reason_code: 'expired', reason: 'The checkout expired' });
	assert.match(expired, 'The payment was not completed in time.');
	const unavailable = topupRow({ ...TOPUPS.declined, reason_code: 'unavailable', reason: 'x' });
	assert.match(unavailable, 'The payment could not be started.');
	const rejected = topupRow(TOPUPS.rejected);
	assert.match(rejected, 'Rejected');
	assert.match(rejected, 'Reason: Transfer not received');
});

Topups('a pending bank transfer keeps its reference and how to pay it; a decided one does not', () => {
	const pending = topupRow(TOPUPS.bank);
	assert.match(pending, 'Bank transfer · HC0000190');
	assert.match(pending, 'How to pay');
	assert.match(pending, '012-345678-901');
	const approved = topupRow({ ...TOPUPS.bank, status: 'approved', pay_to: null });
	assert.not.match(approved, 'How to pay');
});

Topups('in Chinese', async () => {
	await inChinese(() => {
		const text = topupRow(TOPUPS.declined);
		assert.match(text, '银行卡 · HC0000182');
		assert.match(text, '失败');
		assert.match(text, '付款被拒绝，未扣取任何款项。');
		assert.match(topupRow(TOPUPS.bank), '转账信息');
	});
});

Topups.run();

// ---
const Withdrawals = suite('Withdraw Record rows');

const decidedAt = new Date(2030, 0, 2, 11, 5);
const base: WithdrawalView = {
	id: 4,
	amount: 50,
	card_number: '**** 1111',
	bank_name: 'Demo Bank',
	status: 'pending',
	reason: null,
	created_at: new Date(2030, 0, 2, 9, 30).toISOString(),
	decided_at: null,
};
const paid = { ...base, status: 'paid', decided_at: decidedAt.toISOString() } as const;
const rejected = { ...base, status: 'rejected', reason: 'Card closed', decided_at: decidedAt.toISOString() } as const;
const withdrawRow = (item: WithdrawalView) => rowText(<WithdrawRow item={item} />);

Withdrawals('pending: the amount is held', () => {
	const text = withdrawRow(base);
	assert.match(text, 'Demo Bank **** 1111');
	assert.match(text, '2030-01-02 09:30');
	assert.match(text, 'Pending');
	assert.match(text, 'Held from your balance until it is paid');
});

Withdrawals('paid: when', () => {
	const text = withdrawRow(paid);
	assert.match(text, 'Paid 2030-01-02 11:05');
	assert.not.match(text, 'Held');
});

Withdrawals('rejected: why, and when the money came back', () => {
	const text = withdrawRow(rejected);
	assert.match(text, 'Rejected');
	assert.match(text, 'Reason: Card closed');
	assert.match(text, 'Returned to your balance 2030-01-02 11:05');
});

Withdrawals('in Chinese', async () => {
	await inChinese(() => {
		assert.match(withdrawRow(base), '已从余额中冻结，支付后完成');
		assert.match(withdrawRow(paid), '支付时间 2030-01-02 11:05');
		const text = withdrawRow(rejected);
		assert.match(text, '已拒绝');
		assert.match(text, '原因：Card closed');
		assert.match(text, '退回余额时间 2030-01-02 11:05');
	});
});

Withdrawals.run();

// ---
const Copy = suite('bank transfer details');

Copy('each line copies its own value; the amount as a plain number; a missing bank code is left out', async () => {
	const copied: string[] = [];
	const root = mount();
	const payTo = { ...TOPUPS.bank.pay_to, bank_code: null };
	const copy = async (text: string) => {
		copied.push(text);
		return true;
	};
	act(() => render(<PayToList payTo={payTo} copy={copy} />, root));
	const labels = [...root.querySelectorAll('dt')].map((d) => d.textContent);
	assert.equal(labels, ['Bank', 'Account name', 'Account number', 'Amount', 'Reference']);
	for (const button of root.querySelectorAll<HTMLButtonElement>('button')) {
		await act(async () => {
			button.click();
			await flushPromises();
		});
	}
	assert.equal(copied, ['Demo Bank', 'Horse Club Demo Ltd', '012-345678-901', '250.00', 'HC0000190']);
	render(null, root);
});

Copy.run();
