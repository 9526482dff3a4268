// Bind or change the bank card: holder, bank and a 12-19 digit number that must pass the Luhn check.
import { useState } from 'preact/compat';
import { Field } from '../../components/form/field.tsx';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { type CardForm as Form, hasErrors, validateCard } from '../../state/wallet-rules.ts';

export interface CardFormProps {
	save(form: Form): Promise<unknown>;
	onSaved(): void;
}

// the card number is kept in memory only: a payment card has no place in localStorage.
export function CardForm({ save, onSaved }: CardFormProps) {
	const [form, setForm] = useState<Form>({ holder_name: '', bank_name: '', card_number: '' });
	const [errors, setErrors] = useState<ReturnType<typeof validateCard>>({});
	const { busy, failure, run } = useSubmitOnce();
	const set = (field: keyof Form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
	const err = (field: keyof Form) => errors[field] && t(errors[field] as string);

	const onSubmit = async (event: Event) => {
		event.preventDefault();
		const found = validateCard(form);
		setErrors(found);
		if (hasErrors(found)) return;
		await run(async () => {
			await save(form);
			onSaved();
		});
	};

	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			<Field
				id="card-holder"
				label={t('account.holder')}
				value={form.holder_name}
				onValue={set('holder_name')}
				error={err('holder_name')}
				autocomplete="cc-name"
				maxLength={64}
			/>
			<Field
				id="card-bank"
				label={t('account.bank')}
				value={form.bank_name}
				onValue={set('bank_name')}
				error={err('bank_name')}
				maxLength={64}
			/>
			<Field
				id="card-number"
				label={t('account.cardNumber')}
				value={form.card_number}
				onValue={set('card_number')}
				error={err('card_number')}
				inputMode="numeric"
				autocomplete="cc-number"
				maxLength={23}
			/>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			<button type="submit" class="btn btn-primary auth-submit" disabled={busy}>
				{busy ? t('account.saving') : t('account.save')}
			</button>
		</form>
	);
}
