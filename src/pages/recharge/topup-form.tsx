// The top-up form: amount with quick picks and a method; kept as typed, sent once per tap, refused offline.
import { MoneyInput } from '../../components/money-input.tsx';
import { MoneyForm } from '../../components/wallet/money-form.tsx';
import { useMoneyForm } from '../../components/wallet/use-money-form.ts';
import { t } from '../../i18n/index.ts';
import type { TopupForm as Form } from '../../state/wallet-model.ts';
import { LIMITS, TOPUP_METHODS, validateTopup } from '../../state/wallet-rules.ts';

const TOPUP_PICKS = [50, 100, 200, 500];

export interface TopupFormProps {
	initial?: Form | null;
	/** An earlier send of this draft got no answer. */
	unsettled?: boolean;
	keep(form: Form): void;
	submit(form: Form, cents: number): Promise<unknown>;
}

export function TopupForm({ initial, unsettled, keep, submit }: TopupFormProps) {
	const money = useMoneyForm({
		limits: LIMITS.topup,
		initial: initial ?? { amount: '', method: 'bank_transfer' },
		validate: validateTopup,
		keep,
		submit,
	});
	const { form, errors, update } = money;

	return (
		<MoneyForm {...money.frame} unsettled={unsettled}>
			<MoneyInput id="topup-amount" label={t('wallet.amount')} {...money.amount()} picks={TOPUP_PICKS} />
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
		</MoneyForm>
	);
}
