// The top-up form: amount with quick picks and a method; kept as typed, sent once per tap, refused offline.
import { useState } from 'preact/compat';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { TopupForm as Form } from '../../state/wallet-model.ts';
import { checkAmount, hasErrors, LIMITS, TOPUP_METHODS, validateTopup } from '../../state/wallet-rules.ts';

const TOPUP_PICKS = [50, 100, 200, 500];

export interface TopupFormProps {
	initial?: Form | null;
	/** An earlier send of this draft got no answer. */
	unsettled?: boolean;
	keep(form: Form): void;
	submit(form: Form, cents: number): Promise<unknown>;
}

const limitParams = { min: formatMoney(LIMITS.topup.min), max: formatMoney(LIMITS.topup.max) };

export function TopupForm({ initial, unsettled, keep, submit }: TopupFormProps) {
	const [form, setForm] = useState<Form>(initial ?? { amount: '', method: 'bank_transfer' });
	const [errors, setErrors] = useState<ReturnType<typeof validateTopup>>({});
	const { busy, failure, run } = useSubmitOnce();
	const update = (patch: Partial<Form>) => {
		const next = { ...form, ...patch };
		setForm(next);
		keep(next);
	};

	const onSubmit = async (event: Event) => {
		event.preventDefault();
		const found = validateTopup(form);
		setErrors(found);
		const amount = checkAmount(form.amount, LIMITS.topup);
		if (hasErrors(found) || amount.cents === undefined) return;
		const cents = amount.cents;
		await run(() => submit(form, cents));
	};

	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			{unsettled && <p class="w-note">{t('wallet.unsettled')}</p>}
			<MoneyInput
				id="topup-amount"
				label={t('wallet.amount')}
				value={form.amount}
				onValue={(amount) => update({ amount })}
				picks={TOPUP_PICKS}
				error={errors.amount && t(errors.amount, limitParams)}
			/>
			<fieldset>
				<legend>{t('wallet.method')}</legend>
				<div class="w-choices">
					{TOPUP_METHODS.map((method) => (
						<label key={method}>
							<input
								type="radio"
								name="topup-method"
								value={method}
								checked={form.method === method}
								onChange={() => update({ method })}
							/>
							{t(`wallet.methods.${method}`)}
						</label>
					))}
				</div>
				{errors.method && (
					<p class="auth-error" role="alert">
						{t(errors.method)}
					</p>
				)}
			</fieldset>
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
