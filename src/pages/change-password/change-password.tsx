import '../../styles/form.css';
import '../../styles/wallet.css';
import type { PageProps } from '../../components/page-props.ts';
import { wallet } from '../../state/wallet/wallet.ts';
import { PasswordForm } from './password-form.tsx';

export default function ChangePasswordPage(_props: PageProps) {
	return <PasswordForm change={wallet.changePassword} />;
}
