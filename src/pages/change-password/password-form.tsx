// Change the password: current, new (8-64, not the same), confirmed; the server signs other devices out.
import { useState } from 'preact/compat';
import { Field } from '../../components/form/field.tsx';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { type PasswordForm as Form, hasErrors, validatePassword } from '../../state/wallet-rules.ts';

export interface PasswordFormProps {
	change(oldPassword: string, newPassword: string): Promise<unknown>;
}

const EMPTY: Form = { old_password: '', new_password: '', confirm: '' };

export function PasswordForm({ change }: PasswordFormProps) {
	const [form, setForm] = useState<Form>(EMPTY);
	const [errors, setErrors] = useState<ReturnType<typeof validatePassword>>({});
	const [done, setDone] = useState(false);
	const { busy, failure, run } = useSubmitOnce();
	const set = (field: keyof Form) => (value: string) => {
		setDone(false);
		setForm((f) => ({ ...f, [field]: value }));
	};
	const err = (field: keyof Form) => errors[field] && t(errors[field] as string);

	const onSubmit = async (event: Event) => {
		event.preventDefault();
		const found = validatePassword(form);
		setErrors(found);
		if (hasErrors(found)) return;
		await run(async () => {
			await change(form.old_password, form.new_password);
			setForm(EMPTY);
			setDone(true);
		});
	};

	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			<Field
				id="pw-old"
				type="password"
				label={t('account.oldPassword')}
				value={form.old_password}
				onValue={set('old_password')}
				error={err('old_password')}
				autocomplete="current-password"
			/>
			<Field
				id="pw-new"
				type="password"
				label={t('account.newPassword')}
				value={form.new_password}
				onValue={set('new_password')}
				error={err('new_password')}
				autocomplete="new-password"
				maxLength={64}
			/>
			<Field
				id="pw-confirm"
				type="password"
				label={t('account.confirmPassword')}
				value={form.confirm}
				onValue={set('confirm')}
				error={err('confirm')}
				autocomplete="new-password"
				maxLength={64}
			/>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			{done && (
				<p class="w-note password-done" role="status">
					{t('account.passwordChanged')}
				</p>
			)}
			<button type="submit" class="btn btn-primary auth-submit" disabled={busy}>
				{busy ? t('account.changing') : t('account.changePassword')}
			</button>
		</form>
	);
}
