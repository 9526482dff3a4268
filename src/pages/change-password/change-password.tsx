import '../../styles/form.css';
import '../../styles/wallet.css';
import type { PageProps } from '../../router/async-page.tsx';
import { wallet } from '../../state/wallet.ts';
import { PasswordForm } from './password-form.tsx';

export default function ChangePasswordPage(_props: PageProps) {
	return <PasswordForm change={wallet.changePassword} />;
}
