// Sign-in: name and password, then the authenticator's six digits; the first time, the secret to add to it.
import { useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { Session } from '../session.ts';
import { attempt, onSubmit } from '../ui.tsx';

export function SignIn({ session }: { session: Session }) {
	const [name, setName] = useState('');
	const [password, setPassword] = useState('');
	const [code, setCode] = useState('');
	const step = session.step.value;
	const enrolment = session.enrolment.value;
	if (step === 'checking') return <p>{t('common.loading')}</p>;
	if (step === 'password')
		return (
			<form class="card narrow" onSubmit={onSubmit(() => attempt(() => session.signIn(name, password)))}>
				<h1>{t('signIn.title')}</h1>
				<label>
					{t('signIn.name')}
					<input autoComplete="username" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
				</label>
				<label>
					{t('signIn.password')}
					<input
						type="password"
						autoComplete="current-password"
						required
						value={password}
						onInput={(e) => setPassword(e.currentTarget.value)}
					/>
				</label>
				<button type="submit" class="primary">
					{t('signIn.next')}
				</button>
			</form>
		);
	return (
		<form class="card narrow" onSubmit={onSubmit(() => attempt(() => session.giveCode(code)))}>
			<h1>{t('signIn.codeTitle')}</h1>
			{enrolment && (
				<div class="enrol">
					<p>{t('signIn.enrol')}</p>
					<p>
						{t('signIn.secret')} <code data-secret>{enrolment.secret}</code>
					</p>
					<p>
						<a href={enrolment.otpauth_uri}>{t('signIn.openApp')}</a>
					</p>
				</div>
			)}
			<label>
				{t('signIn.code')}
				<input
					inputMode="numeric"
					autoComplete="one-time-code"
					pattern="[0-9 ]{6,7}"
					required
					value={code}
					onInput={(e) => setCode(e.currentTarget.value)}
				/>
			</label>
			<button type="submit" class="primary">
				{t('signIn.verify')}
			</button>
		</form>
	);
}
