// The sign-in form: validates, submits once at a time, keeps what was typed when it fails.
import { CURRENT_PASSWORD, Field, USER_NAME } from '../../components/form/field.tsx';
import { FormSubmit } from '../../components/form/form-submit.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from './error-text.ts';
import { validateLogin } from './validate.ts';

export interface LoginFormProps {
	signIn(user_name: string, password: string): Promise<void>;
	onSignedIn(): void;
}

export function LoginForm({ signIn, onSignedIn }: LoginFormProps) {
	const { form, field, check } = useForm({ user_name: '', password: '' }, validateLogin);
	const { busy, failure, run } = useSubmitOnce(errorText);

	const submit = async (event: Event) => {
		event.preventDefault();
		if (!check()) return;
		await run(async () => {
			await signIn(form.user_name.trim(), form.password);
			onSignedIn();
		});
	};

	return (
		<form class="auth" onSubmit={submit} noValidate aria-busy={busy}>
			<Field id="login-user" label={t('session.userName')} {...field('user_name')} {...USER_NAME} />
			<Field id="login-password" label={t('session.password')} {...field('password')} {...CURRENT_PASSWORD} />
			<FormSubmit busy={busy} failure={failure} label={t('session.signIn')} busyLabel={t('session.signingIn')} />
			<p class="auth-switch">
				<a href="#/pages/login/register">{t('session.toRegister')}</a>
			</p>
		</form>
	);
}
