// The withdrawal form: amount against the available balance, to the bound card; sent once per tap.
import { useState } from 'preact/compat';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { WithdrawForm as Form } from '../../state/wallet-model.ts';
import { checkAmount, hasErrors, LIMITS, validateWithdraw } from '../../state/wallet-rules.ts';

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

const limitParams = { min: formatMoney(LIMITS.withdraw.min), max: formatMoney(LIMITS.withdraw.max) };

export function WithdrawForm({ balance, card, initial, unsettled, keep, submit }: WithdrawFormProps) {
	const [form, setForm] = useState<Form>(initial ?? { amount: '' });
	const [errors, setErrors] = useState<ReturnType<typeof validateWithdraw>>({});
	const { busy, failure, run } = useSubmitOnce();

	const onSubmit = async (event: Event) => {
		event.preventDefault();
		const found = validateWithdraw(form, balance, !!card);
		setErrors(found);
		const amount = checkAmount(form.amount, LIMITS.withdraw);
		if (hasErrors(found) || amount.cents === undefined) return;
		const cents = amount.cents;
		await run(() => submit(form, cents));
	};

	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			{unsettled && <p class="w-note">{t('wallet.unsettled')}</p>}
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
				value={form.amount}
				onValue={(amount) => {
					const next = { amount };
					setForm(next);
					keep(next);
				}}
				error={(errors.amount && t(errors.amount, limitParams)) || (errors.card && t(errors.card))}
			/>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			<button type="submit" class="btn btn-primary auth-submit" disabled={busy}>
				{busy ? t('wallet.submitting') : t('wallet.submit')}
			</button>
		</form>
	);
}
