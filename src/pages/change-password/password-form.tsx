// Change the password: current, new (8-64, not the same), confirmed; the server signs other devices out.
import { useState } from 'preact/hooks';
import { CURRENT_PASSWORD, Field, NEW_PASSWORD } from '../../components/form/field.tsx';
import { FormSubmit } from '../../components/form/form-submit.tsx';
import { submitError } from '../../components/form/submit-error.ts';
import { useForm } from '../../components/form/use-form.ts';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { type PasswordForm as Form, validatePassword } from '../../state/wallet/wallet-rules.ts';

export interface PasswordFormProps {
	change(oldPassword: string, newPassword: string): Promise<unknown>;
}

const EMPTY: Form = { old_password: '', new_password: '', confirm: '' };

export function PasswordForm({ change }: PasswordFormProps) {
	const [done, setDone] = useState(false);
	const { form, field, check, setForm } = useForm(EMPTY, validatePassword, () => setDone(false));
	const { busy, failure, run } = useSubmitOnce(submitError);

	const onSubmit = async (event: Event) => {
		event.preventDefault();
		if (!check()) return;
		await run(async () => {
			await change(form.old_password, form.new_password);
			setForm(EMPTY);
			setDone(true);
		});
	};

	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			<Field id="pw-old" label={t('account.oldPassword')} {...field('old_password')} {...CURRENT_PASSWORD} />
			<Field id="pw-new" label={t('account.newPassword')} {...field('new_password')} {...NEW_PASSWORD} />
			<Field id="pw-confirm" label={t('account.confirmPassword')} {...field('confirm')} {...NEW_PASSWORD} />
			{/* the region is there before its text, so the change is announced when it lands: */}
			<div role="status">{done && <p class="w-note password-done">{t('account.passwordChanged')}</p>}</div>
			<FormSubmit busy={busy} failure={failure} label={t('account.changePassword')} busyLabel={t('account.changing')} />
		</form>
	);
}
