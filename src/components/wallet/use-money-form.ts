// A top-up or withdrawal form: the amount checked against its limits, the draft kept on every edit, one send per tap.

import type { Errors } from '../../lib/field-errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { checkAmount } from '../../state/wallet/wallet-rules.ts';
import { submitError } from '../form/submit-error.ts';
import { useForm } from '../form/use-form.ts';
import { useSubmitOnce } from '../form/use-submit-once.ts';

export interface MoneyFormOptions<F, K extends string> {
	limits: { min: number; max: number };
	initial: F;
	validate(form: F): Errors<K>;
	/** Keeps the draft as typed. */
	keep(form: F): void;
	submit(form: F, cents: number): Promise<unknown>;
}

export function useMoneyForm<F extends { amount: string } & Record<keyof F, string>, K extends string>(
	options: MoneyFormOptions<F, 'amount' | K>,
) {
	const { limits, submit } = options;
	const fields = useForm(options.initial, options.validate, options.keep);
	const { busy, failure, run } = useSubmitOnce(submitError);
	const onSubmit = async (event: Event) => {
		event.preventDefault();
		const { cents } = checkAmount(fields.form.amount, limits);
		if (fields.check() && cents !== undefined) {
			await run(async () => {
				// the result card takes the form's place, and focus with it (ResultCard):
				await submit(fields.form, cents);
			});
		}
	};
	const limitText = { min: formatMoney(limits.min), max: formatMoney(limits.max) };
	return {
		...fields,
		/** The amount's props for <MoneyInput>, its limits in the error text. */
		amount: () => fields.field('amount', limitText),
		/** The props of <MoneyForm>. */
		frame: { busy, failure, onSubmit },
	};
}
