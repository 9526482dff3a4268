import '../../styles/wallet.css';
import './topup.css';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { topup } from '../../state/wallet/wallet.ts';
import { TopupRow } from './topup-row.tsx';

export default function RechargeRecordPage(_props: PageProps) {
	return <PagedList pager={topup.records} row={(item) => <TopupRow key={item.id} item={item} />} />;
}
