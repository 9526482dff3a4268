// One top-up or withdrawal in its record list (what it went through, when, then what the page adds: why it was
// refused, when it was decided), and the status badge it shares with the request result.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';

export interface RequestRowProps {
	request: { created_at: string; amount: number; status: string };
	/** The method or the card. */
	title: ComponentChildren;
	/** More lines under the time it was asked for. */
	children?: ComponentChildren;
	/** What goes under the whole row, across its width (how to pay a transfer). */
	below?: ComponentChildren;
}

export function RequestRow({ request, title, children, below }: RequestRowProps) {
	return (
		<li class={below ? 'w-row w-row-below' : 'w-row'}>
			<div>
				<div>{title}</div>
				<div class="w-muted">{formatDateTime(new Date(request.created_at))}</div>
				{children}
			</div>
			<div>
				<div>{formatAmount(request.amount)}</div>
				<StatusBadge status={request.status} />
			</div>
			{below}
		</li>
	);
}

/** A request's status word with its colour, e.g. Pending / Approved / Rejected. */
export const StatusBadge = ({ status }: { status: string }) => (
	<span class={`chip is-${status} w-status w-status-${status}`}>{t(`wallet.status.${status}`)}</span>
);
