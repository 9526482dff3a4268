// One top-up in the TopUp History: method and reference, why it ended without money, and how to pay a bank
// transfer still awaited.
import { RequestRow } from '../../components/wallet/request-row.tsx';
import { t } from '../../i18n/index.ts';
import type { TopupView } from '../../state/wallet/topup-types.ts';
import { PayToList } from './pay-to.tsx';
import { topupReason } from './topup-reason.ts';

export function TopupRow({ item }: { item: TopupView }) {
	const reason = topupReason(item);
	const transfer = item.status === 'pending' && item.pay_to && (
		<details class="topup-transfer">
			<summary>{t('wallet.transferDetails')}</summary>
			<PayToList payTo={item.pay_to} />
		</details>
	);
	return (
		<RequestRow request={item} title={`${t(`wallet.methods.${item.method}`)} · ${item.reference}`} below={transfer}>
			{reason && <div class="w-muted">{reason}</div>}
		</RequestRow>
	);
}
