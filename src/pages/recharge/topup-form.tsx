// The top-up form: amount with quick picks and one of the methods the server takes now, within its limits; kept as
// typed, sent once per tap, refused offline.
import { centsFromDollars } from '../../../shared/money/cents-text.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { actionLabel, MoneyForm } from '../../components/wallet/money-form.tsx';
import { useMoneyForm } from '../../components/wallet/use-money-form.ts';
import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { TopupForm as Form, TopupOptions } from '../../state/wallet/topup-types.ts';
import { validateTopup } from '../../state/wallet/wallet-rules.ts';

const TOPUP_PICKS = [50, 100, 200, 500];

export interface TopupFormProps {
	/** What GET /wallet/topup_options said: the methods to offer and the limits in cents. */
	offer: TopupOptions;
	initial?: Form | null;
	/** An earlier send of this draft got no answer. */
	unsettled?: boolean;
	keep(form: Form): void;
	submit(form: Form, cents: number): Promise<unknown>;
}

export function TopupForm({ offer, initial, unsettled, keep, submit }: TopupFormProps) {
	const { methods, min, max } = offer;
	// a kept method the server no longer takes gives way to the first it does:
	const method = initial && methods.includes(initial.method) ? initial.method : methods[0]!;
	const money = useMoneyForm({
		limits: offer,
		initial: { amount: initial?.amount ?? '', method },
		validate: (form) => validateTopup(form, offer),
		keep,
		submit,
	});
	const { form, errors, update } = money;
	const picks = TOPUP_PICKS.filter((pick) => centsFromDollars(pick) >= min && centsFromDollars(pick) <= max);

	return (
		<MoneyForm {...money.frame} unsettled={unsettled} label={actionLabel('wallet.deposit', form.amount)}>
			<MoneyInput
				id="topup-amount"
				label={t('wallet.amount')}
				{...money.amount()}
				hint={t('wallet.limits', { min: formatMoney(min), max: formatMoney(max) })}
				picks={picks}
			/>
			<fieldset>
				<legend>{t('wallet.method')}</legend>
				<div class="w-choices">
					{methods.map((m) => (
						<label key={m}>
							<input
								type="radio"
								name="topup-method"
								value={m}
								checked={form.method === m}
								onChange={() => update({ method: m })}
							/>
							{t(`wallet.methods.${m}`)}
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
