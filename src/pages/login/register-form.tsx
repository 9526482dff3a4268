// The sign-up form: a code sent to the phone, a resend countdown, one submit at a time, nothing typed lost.
import { useState } from 'preact/hooks';
import type { CodeTicket } from '../../api/user.ts';
import { focusNext } from '../../components/focus/focus-next.ts';
import { Field, NEW_PASSWORD, SMS_CODE, USER_NAME } from '../../components/form/field.tsx';
import { FormSubmit } from '../../components/form/form-submit.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { useSubmitOnce } from '../../components/form/use-submit-once.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from './error-text.ts';
import { useCountdown } from './use-countdown.ts';
import { type SignUpForm, validatePhone, validateSignUp } from './validate.ts';

export interface RegisterFormProps {
	inviteCode?: string | undefined;
	sendCode(phone: string): Promise<CodeTicket>;
	register(form: Omit<SignUpForm, 'confirm'> & CodeTicket): Promise<void>;
	onRegistered(): void;
}

export function RegisterForm({ inviteCode = '', sendCode, register, onRegistered }: RegisterFormProps) {
	const [ticket, setTicket] = useState<CodeTicket | null>(null);
	const [sendingCode, setSendingCode] = useState(false);
	const empty: SignUpForm = { user_name: '', password: '', confirm: '', phone: '', code: '', invite_code: inviteCode };
	const { form, field, check, setErrors } = useForm(empty, (f) => validateSignUp(f, ticket != null));
	const { busy, failure, run, report } = useSubmitOnce(errorText);
	const countdown = useCountdown();

	const requestCode = async () => {
		const phoneError = validatePhone(form.phone);
		setErrors((e) => ({ ...e, phone: phoneError ?? undefined }));
		if (phoneError || sendingCode || countdown.left > 0) return;
		setSendingCode(true);
		report(null);
		try {
			setTicket(await sendCode(form.phone.trim()));
			countdown.start();
			// the code is on its way: the next thing to fill in is the code
			focusNext('reg-code');
		} catch (error) {
			report(error);
		} finally {
			setSendingCode(false);
		}
	};

	const submit = async (event: Event) => {
		event.preventDefault();
		if (!check() || !ticket) return;
		await run(async () => {
			const { confirm: _, ...fields } = form;
			await register({ ...fields, user_name: fields.user_name.trim(), phone: fields.phone.trim(), ...ticket });
			onRegistered();
		});
	};

	return (
		<form class="auth" onSubmit={submit} noValidate aria-busy={busy}>
			<Field id="reg-user" label={t('session.userName')} {...field('user_name')} {...USER_NAME} />
			<Field id="reg-password" label={t('session.password')} {...field('password')} {...NEW_PASSWORD} />
			<Field id="reg-confirm" label={t('session.confirm')} {...field('confirm')} {...NEW_PASSWORD} />
			<Field
				id="reg-phone"
				type="tel"
				label={t('session.phone')}
				{...field('phone')}
				autocomplete="tel"
				inputMode="tel"
			>
				{/* aria-disabled, not disabled: pressing it must not drop focus to the page (requestCode refuses a repeat) */}
				<button type="button" class="btn" onClick={requestCode} aria-disabled={sendingCode || countdown.left > 0}>
					{countdown.left > 0 ? t('session.resendIn', { seconds: countdown.left }) : t('session.sendCode')}
				</button>
			</Field>
			<Field id="reg-code" label={t('session.code')} {...field('code')} {...SMS_CODE} />
			<Field id="reg-invite" label={t('session.inviteCode')} {...field('invite_code')} autocapitalize="off" />
			<FormSubmit busy={busy} failure={failure} label={t('session.signUp')} busyLabel={t('session.signingUp')} />
			<p class="auth-switch">
				<a href="#/pages/login/login">{t('session.toLogin')}</a>
			</p>
		</form>
	);
}
