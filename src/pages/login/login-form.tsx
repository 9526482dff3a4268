// The sign-in form: validates, submits once at a time, keeps what was typed when it fails.
import { useRef, useState } from 'preact/compat';
import { Field } from '../../components/form/field.tsx';
import { t } from '../../i18n/index.ts';
import { errorText, hasErrors } from './error-text.ts';
import { type Errors, validateLogin } from './validate.ts';

export interface LoginFormProps {
	signIn(user_name: string, password: string): Promise<void>;
	onSignedIn(): void;
	onFailed?(message: string): void;
}

export function LoginForm({ signIn, onSignedIn, onFailed }: LoginFormProps) {
	const [form, setForm] = useState({ user_name: '', password: '' });
	const [errors, setErrors] = useState<Errors<'user_name' | 'password'>>({});
	const [failure, setFailure] = useState('');
	const [busy, setBusy] = useState(false);
	const sending = useRef(false);
	const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

	const submit = async (event: Event) => {
		event.preventDefault();
		// a ref, not state: a second tap can arrive before the busy state re-renders:
		if (sending.current) return;
		const found = validateLogin(form);
		setErrors(found);
		if (hasErrors(found)) return;
		sending.current = true;
		setBusy(true);
		setFailure('');
		try {
			await signIn(form.user_name.trim(), form.password);
			onSignedIn();
		} catch (error) {
			const message = errorText(error);
			setFailure(message);
			onFailed?.(message);
		} finally {
			sending.current = false;
			setBusy(false);
		}
	};

	return (
		<form class="auth" onSubmit={submit} noValidate aria-busy={busy}>
			<Field
				id="login-user"
				label={t('session.userName')}
				value={form.user_name}
				onValue={set('user_name')}
				error={errors.user_name && t(errors.user_name)}
				autocomplete="username"
				autocapitalize="off"
			/>
			<Field
				id="login-password"
				type="password"
				label={t('session.password')}
				value={form.password}
				onValue={set('password')}
				error={errors.password && t(errors.password)}
				autocomplete="current-password"
			/>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			<button type="submit" class="btn btn-primary auth-submit" disabled={busy}>
				{busy ? t('session.signingIn') : t('session.signIn')}
			</button>
			<p class="auth-switch">
				<a href="#/pages/login/register">{t('session.toRegister')}</a>
			</p>
		</form>
	);
}
