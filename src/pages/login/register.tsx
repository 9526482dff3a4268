import '../../styles/form.css';
import { Header } from '../../components/header.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { t } from '../../i18n/index.ts';
import { redirect } from '../../lib/hash-nav.ts';
import { session } from '../../state/session/session.ts';
import { RegisterForm } from './register-form.tsx';

export default function RegisterPage({ options }: PageProps) {
	return (
		<>
			<Header title={t('titles.register')} />
			<RegisterForm
				inviteCode={options.invite_code}
				sendCode={session.sendCode}
				register={session.register}
				onRegistered={() => redirect('/')}
			/>
		</>
	);
}
