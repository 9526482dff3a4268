// One top-up or withdrawal in its record list (what it went through, when, why it was refused, amount and status),
// and the status badge it shares with the request result.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';

export interface RequestRowProps {
	request: { created_at: string; reason: string | null; amount: number; status: string };
	/** The method or the card. */
	children: ComponentChildren;
}

export function RequestRow({ request, children }: RequestRowProps) {
	return (
		<li class="w-row">
			<div>
				<div>{children}</div>
				<div class="w-muted">{formatDateTime(new Date(request.created_at))}</div>
				{request.reason && <div class="w-muted">{t('wallet.reason', { reason: request.reason })}</div>}
			</div>
			<div>
				<div>{formatAmount(request.amount)}</div>
				<StatusBadge status={request.status} />
			</div>
		</li>
	);
}

/** A request's status word with its colour, e.g. Pending / Approved / Rejected. */
export const StatusBadge = ({ status }: { status: string }) => (
	<span class={`chip is-${status} w-status w-status-${status}`}>{t(`wallet.status.${status}`)}</span>
);
