import '../../styles/form.css';
import { Header } from '../../components/header.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { t } from '../../i18n/index.ts';
import { redirect } from '../../lib/hash-nav.ts';
import { session } from '../../state/session.ts';
import { LoginForm } from './login-form.tsx';

export default function LoginPage(_props: PageProps) {
	return (
		<>
			<Header title={t('titles.login')} back={false} />
			<h2 class="auth-brand">{t('session.brand')}</h2>
			<LoginForm signIn={session.signIn} onSignedIn={() => redirect('/')} />
		</>
	);
}
