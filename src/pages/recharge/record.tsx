import '../../styles/wallet.css';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { RequestRow } from '../../components/wallet/request-row.tsx';
import { t } from '../../i18n/index.ts';
import { wallet } from '../../state/wallet.ts';

export default function RechargeRecordPage(_props: PageProps) {
	return (
		<PagedList
			pager={wallet.topups}
			row={(item) => (
				<RequestRow key={item.id} request={item}>
					{t(`wallet.methods.${item.method}`)}
				</RequestRow>
			)}
		/>
	);
}
