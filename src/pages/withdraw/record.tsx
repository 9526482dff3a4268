import '../../styles/wallet.css';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList, StatusBadge } from '../../components/wallet/paged-list.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { wallet } from '../../state/wallet.ts';

export default function WithdrawRecordPage(_props: PageProps) {
	return (
		<PagedList
			pager={wallet.withdrawals}
			row={(item) => (
				<li key={item.id} class="w-row">
					<div>
						<div>
							{item.bank_name} {item.card_number}
						</div>
						<div class="w-muted">{formatDateTime(new Date(item.created_at))}</div>
						{item.reason && <div class="w-muted">{t('wallet.reason', { reason: item.reason })}</div>}
					</div>
					<div>
						<div>{formatAmount(item.amount)}</div>
						<StatusBadge status={item.status} />
					</div>
				</li>
			)}
		/>
	);
}
