// The withdrawal form: amount against the available balance, to the bound card; sent once per tap.
import { MoneyInput } from '../../components/money-input.tsx';
import { actionLabel, MoneyForm } from '../../components/wallet/money-form.tsx';
import { useMoneyForm } from '../../components/wallet/use-money-form.ts';
import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { WithdrawForm as Form } from '../../state/wallet/wallet-model.ts';
import { LIMITS, validateWithdraw } from '../../state/wallet/wallet-rules.ts';

export interface WithdrawFormProps {
	/** Available balance in cents; null while unknown. */
	balance: number | null;
	/** The masked bound card, or null when none is bound. */
	card: string | null;
	initial?: Form | null;
	unsettled?: boolean;
	keep(form: Form): void;
	submit(form: Form, cents: number): Promise<unknown>;
}

export function WithdrawForm({ balance, card, initial, unsettled, keep, submit }: WithdrawFormProps) {
	const money = useMoneyForm({
		limits: LIMITS.withdraw,
		initial: initial ?? { amount: '' },
		validate: (form) => validateWithdraw(form, balance, !!card),
		keep,
		submit,
	});
	const amount = money.amount();
	const cardError = money.errors.card;

	return (
		<MoneyForm {...money.frame} unsettled={unsettled} label={actionLabel('wallet.withdrawIt', money.form.amount)}>
			<p class="w-muted">{t('wallet.available')}</p>
			<p class="w-big withdraw-balance">{balance === null ? '—' : formatMoney(balance)}</p>
			{card ? (
				<p class="withdraw-card">
					<span class="w-muted">{t('wallet.toCard')}: </span>
					{card}
				</p>
			) : (
				<p class="w-note withdraw-no-card" role="alert">
					{t('wallet.noCard')} <a href="#/pages/bankCard/bankCard">{t('wallet.bindCard')}</a>
				</p>
			)}
			<MoneyInput
				id="withdraw-amount"
				label={t('wallet.amount')}
				{...amount}
				error={amount.error || (cardError && t(cardError))}
			/>
		</MoneyForm>
	);
}
