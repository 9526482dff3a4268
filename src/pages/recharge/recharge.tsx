import '../../styles/form.css';
import '../../styles/wallet.css';
import './topup.css';
import type { PageProps } from '../../components/page-props.ts';
import { redirect } from '../../lib/hash-nav.ts';
import { topup } from '../../state/wallet/wallet.ts';
import { RechargeView } from './recharge-view.tsx';

// the provider sends the player back to #/pages/recharge/recharge?topup=<id>:
const idOf = (text: string | undefined) => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);

export default function RechargePage({ options }: PageProps) {
	return <RechargeView model={topup} id={idOf(options.topup)} toForm={() => redirect('/pages/recharge/recharge')} />;
}
