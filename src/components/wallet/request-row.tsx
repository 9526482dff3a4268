// One top-up or withdrawal in its record list: what it went through, when, why it was refused, amount and status.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

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
