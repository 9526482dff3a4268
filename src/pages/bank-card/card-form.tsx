// Bind or change the bank card: holder, bank and a 12-19 digit number that must pass the Luhn check.
import { Field } from '../../components/form/field.tsx';
import { FormSubmit } from '../../components/form/form-submit.tsx';
import { submitError } from '../../components/form/submit-error.ts';
import { useForm } from '../../components/form/use-form.ts';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { type CardForm as Form, validateCard } from '../../state/wallet/wallet-rules.ts';

export interface CardFormProps {
	save(form: Form): Promise<unknown>;
	onSaved(): void;
}

const EMPTY: Form = { holder_name: '', bank_name: '', card_number: '' };
const HOLDER = { autocomplete: 'cc-name', maxLength: 64 } as const;
// 12 to 19 digits, with room for the spaces or dashes a player types between groups:
const CARD_NUMBER = { inputMode: 'numeric', autocomplete: 'cc-number', maxLength: 23 } as const;

// the card number is kept in memory only: a payment card has no place in localStorage.
export function CardForm({ save, onSaved }: CardFormProps) {
	const { form, field, check } = useForm(EMPTY, validateCard);
	const { busy, failure, run } = useSubmitOnce(submitError);

	const onSubmit = async (event: Event) => {
		event.preventDefault();
		if (!check()) return;
		await run(async () => {
			await save(form);
			onSaved();
		});
	};

	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			<Field id="card-holder" label={t('account.holder')} {...field('holder_name')} {...HOLDER} />
			<Field id="card-bank" label={t('account.bank')} {...field('bank_name')} maxLength={64} />
			<Field id="card-number" label={t('account.cardNumber')} {...field('card_number')} {...CARD_NUMBER} />
			<FormSubmit busy={busy} failure={failure} label={t('account.save')} busyLabel={t('account.saving')} />
		</form>
	);
}
