// One withdrawal in the Withdraw Record: the card, when it was asked for, and what became of it.
import { RequestRow } from '../../components/wallet/request-row.tsx';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { WithdrawalView } from '../../state/wallet/wallet-model.ts';

/** What became of a withdrawal: held while pending, when it was paid, or when and why it came back. */
function outcome(item: WithdrawalView) {
	if (item.status === 'pending') return t('wallet.held');
	const time = item.decided_at ? formatDateTime(new Date(item.decided_at)) : '';
	return t(item.status === 'paid' ? 'wallet.paidAt' : 'wallet.returnedAt', { time }).trim();
}

export function WithdrawRow({ item }: { item: WithdrawalView }) {
	return (
		<RequestRow request={item} title={`${item.bank_name} ${item.card_number}`}>
			<div class="w-muted">{outcome(item)}</div>
			{item.status === 'rejected' && item.reason && (
				<div class="w-muted">{t('wallet.reason', { reason: item.reason })}</div>
			)}
		</RequestRow>
	);
}
