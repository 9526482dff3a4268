import '../../styles/form.css';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Header } from '../../components/header.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { lang, setLanguage, t } from '../../i18n/index.ts';
import { session } from '../../state/session/session.ts';
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
				// the sign-in guard (state/session/session-guard.ts) takes the player on, to the page they opened or home:
				onSignedIn={() => {}}
			/>
			{/* the other language, named in itself, for a player the phone's language did not suit */}
			{lang.value === 'zh' ? (
				<button type="button" class="btn auth-lang" lang="en" onClick={() => void setLanguage('en')}>
					English
				</button>
			) : (
				<button type="button" class="btn auth-lang" lang="zh-CN" onClick={() => void setLanguage('zh')}>
					中文
				</button>
			)}
		</>
	);
}
