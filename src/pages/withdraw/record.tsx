import '../../styles/wallet.css';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { wallet } from '../../state/wallet/wallet.ts';
import { WithdrawRow } from './withdraw-row.tsx';

export default function WithdrawRecordPage(_props: PageProps) {
	return <PagedList pager={wallet.withdrawals} row={(item) => <WithdrawRow key={item.id} item={item} />} />;
}
