import '../../styles/wallet.css';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { RequestRow } from '../../components/wallet/request-row.tsx';
import { wallet } from '../../state/wallet.ts';

export default function WithdrawRecordPage(_props: PageProps) {
	return (
		<PagedList
			pager={wallet.withdrawals}
			row={(item) => (
				<RequestRow key={item.id} request={item}>
					{item.bank_name} {item.card_number}
				</RequestRow>
			)}
		/>
	);
}
