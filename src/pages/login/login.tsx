import '../../styles/form.css';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Header } from '../../components/header.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { t } from '../../i18n/index.ts';
import { session } from '../../state/session.ts';
import { LoginForm } from './login-form.tsx';

export default function LoginPage(_props: PageProps) {
	return (
		<>
			<Header title={t('titles.login')} back={false} />
			<h2 class="auth-brand">
				<BrandMark size={40} />
				{t('session.brand')}
			</h2>
			<LoginForm
				signIn={session.signIn}
				sendSignInCode={session.sendSignInCode}
				// the sign-in guard (state/session-guard.ts) takes the player on, to the page they opened or home:
				onSignedIn={() => {}}
			/>
		</>
	);
}
