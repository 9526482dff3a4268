// The sign-in form: validates, submits once at a time, keeps what was typed when it fails. While someone else's
// guessing slows the name down, the server asks for a code sent to the player's phone, and the form offers one. It
// takes over what was typed and tapped on the first paint's copy of it (shell-typed.ts).
import { useLayoutEffect, useState } from 'preact/hooks';
import type { CodeTicket, PhoneCode } from '../../api/user.ts';
import { focusNext } from '../../components/focus/focus-next.ts';
import { CURRENT_PASSWORD, Field, SMS_CODE, USER_NAME } from '../../components/form/field.tsx';
import { FormSubmit } from '../../components/form/form-submit.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from './error-text.ts';
import { takeTyped } from './shell-typed.ts';
import { validateLogin } from './validate.ts';

export interface LoginFormProps {
	signIn(user_name: string, password: string, phoneCode?: PhoneCode): Promise<void>;
	/** Absent: the form never offers a code (no such server). */
	sendSignInCode?(user_name: string): Promise<CodeTicket>;
	onSignedIn(): void;
}

export function LoginForm({ signIn, sendSignInCode, onSignedIn }: LoginFormProps) {
	const [typed] = useState(takeTyped);
	const [user_name = '', password = ''] = typed?.values ?? [];
	const { form, field, check } = useForm({ user_name, password, code: '' }, validateLogin);
	const { busy, failure, run } = useSubmitOnce(errorText);
	const [needsCode, setNeedsCode] = useState(false);
	const [ticket, setTicket] = useState<CodeTicket | null>(null);

	const submit = async (event: Event) => {
		event.preventDefault();
		if (!check()) return;
		await run(async () => {
			try {
				const code = ticket && form.code.trim() ? { ...ticket, code: form.code.trim() } : undefined;
				await signIn(form.user_name.trim(), form.password, code);
			} catch (error) {
				if ((error as { reason?: string }).reason === 'signin_needs_code') setNeedsCode(true);
				throw error;
			}
			onSignedIn();
		});
	};

	// the copy's focus and caret, and a send tapped on it, go on here before the next frame:
	useLayoutEffect(() => {
		if (!typed) return;
		const input = document.getElementById(
			['login-user', 'login-password'][typed.focus] ?? '',
		) as HTMLInputElement | null;
		input?.focus();
		input?.setSelectionRange(...typed.caret);
		if (typed.sent) void submit(new Event('submit'));
	}, []);

	const requestCode = async () => {
		if (busy) return;
		await run(async () => {
			setTicket(await sendSignInCode!(form.user_name.trim()));
			focusNext('login-code');
		});
	};

	return (
		<form class="auth" onSubmit={submit} noValidate aria-busy={busy}>
			<Field id="login-user" label={t('session.userName')} {...field('user_name')} {...USER_NAME} />
			<Field id="login-password" label={t('session.password')} {...field('password')} {...CURRENT_PASSWORD} />
			{ticket && (
				// the code is on its way: its field is the next thing to fill in
				<Field id="login-code" label={t('session.phoneCodeSent')} {...field('code')} {...SMS_CODE} />
			)}
			{needsCode && !ticket && sendSignInCode && (
				<button type="button" class="btn auth-code" onClick={requestCode} aria-disabled={busy}>
					{t('session.sendPhoneCode')}
				</button>
			)}
			<FormSubmit busy={busy} failure={failure} label={t('session.signIn')} busyLabel={t('session.signingIn')} />
			<p class="auth-switch">
				<a href="#/pages/login/register">{t('session.toRegister')}</a>
			</p>
		</form>
	);
}
