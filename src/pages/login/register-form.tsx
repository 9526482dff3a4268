// The sign-up form: a code sent to the phone, a resend countdown, one submit at a time, nothing typed lost.
import { useRef, useState } from 'preact/compat';
import type { CodeTicket } from '../../api/user.ts';
import { Field } from '../../components/form/field.tsx';
import { t } from '../../i18n/index.ts';
import { errorText, hasErrors } from './error-text.ts';
import { useCountdown } from './use-countdown.ts';
import { type Errors, type SignUpForm, validatePhone, validateSignUp } from './validate.ts';

export interface RegisterFormProps {
	inviteCode?: string | undefined;
	sendCode(phone: string): Promise<CodeTicket>;
	register(form: Omit<SignUpForm, 'confirm'> & CodeTicket): Promise<void>;
	onRegistered(): void;
	onFailed?(message: string): void;
}

export function RegisterForm({ inviteCode = '', sendCode, register, onRegistered, onFailed }: RegisterFormProps) {
	const [form, setForm] = useState<SignUpForm>({
		user_name: '',
		password: '',
		confirm: '',
		phone: '',
		code: '',
		invite_code: inviteCode,
	});
	const [errors, setErrors] = useState<Errors<keyof SignUpForm>>({});
	const [failure, setFailure] = useState('');
	const [busy, setBusy] = useState(false);
	const [sendingCode, setSendingCode] = useState(false);
	const [ticket, setTicket] = useState<CodeTicket | null>(null);
	const countdown = useCountdown();
	const sending = useRef(false);
	const set = (field: keyof SignUpForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
	const fail = (error: unknown) => {
		const message = errorText(error);
		setFailure(message);
		onFailed?.(message);
	};

	const requestCode = async () => {
		const phoneError = validatePhone(form.phone);
		setErrors((e) => ({ ...e, phone: phoneError ?? undefined }));
		if (phoneError || sendingCode || countdown.left > 0) return;
		setSendingCode(true);
		setFailure('');
		try {
			setTicket(await sendCode(form.phone.trim()));
			countdown.start();
		} catch (error) {
			fail(error);
		} finally {
			setSendingCode(false);
		}
	};

	const submit = async (event: Event) => {
		event.preventDefault();
		if (sending.current) return;
		const found = validateSignUp(form, ticket != null);
		setErrors(found);
		if (hasErrors(found) || !ticket) return;
		sending.current = true;
		setBusy(true);
		setFailure('');
		try {
			const { confirm: _, ...fields } = form;
			await register({ ...fields, user_name: fields.user_name.trim(), phone: fields.phone.trim(), ...ticket });
			onRegistered();
		} catch (error) {
			fail(error);
		} finally {
			sending.current = false;
			setBusy(false);
		}
	};

	const e = (field: keyof SignUpForm) => errors[field] && t(errors[field]);
	return (
		<form class="auth" onSubmit={submit} noValidate aria-busy={busy}>
			<Field
				id="reg-user"
				label={t('session.userName')}
				value={form.user_name}
				onValue={set('user_name')}
				error={e('user_name')}
				autocomplete="username"
				autocapitalize="off"
			/>
			<Field
				id="reg-password"
				type="password"
				label={t('session.password')}
				value={form.password}
				onValue={set('password')}
				error={e('password')}
				autocomplete="new-password"
			/>
			<Field
				id="reg-confirm"
				type="password"
				label={t('session.confirm')}
				value={form.confirm}
				onValue={set('confirm')}
				error={e('confirm')}
				autocomplete="new-password"
			/>
			<Field
				id="reg-phone"
				type="tel"
				label={t('session.phone')}
				value={form.phone}
				onValue={set('phone')}
				error={e('phone')}
				autocomplete="tel"
				inputMode="tel"
			>
				<button type="button" class="btn" onClick={requestCode} disabled={sendingCode || countdown.left > 0}>
					{countdown.left > 0 ? t('session.resendIn', { seconds: countdown.left }) : t('session.sendCode')}
				</button>
			</Field>
			<Field
				id="reg-code"
				label={t('session.code')}
				value={form.code}
				onValue={set('code')}
				error={e('code')}
				autocomplete="one-time-code"
				inputMode="numeric"
				maxLength={6}
			/>
			<Field
				id="reg-invite"
				label={t('session.inviteCode')}
				value={form.invite_code}
				onValue={set('invite_code')}
				error={e('invite_code')}
				autocapitalize="off"
			/>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			<button type="submit" class="btn btn-primary auth-submit" disabled={busy}>
				{busy ? t('session.signingUp') : t('session.signUp')}
			</button>
			<p class="auth-switch">
				<a href="#/pages/login/login">{t('session.toLogin')}</a>
			</p>
		</form>
	);
}
