// One order as a card, shared by the race and sport order lists: what was bet, its status, stake and return.
import './order-card.css';
import type { ComponentChildren } from 'preact';
import type { OrderStatus } from '../../shared/bets/order-view.ts';
import { t } from '../i18n/index.ts';
import { formatMoney } from '../lib/format.ts';

interface OrderCardLine {
	label: string;
	value: string;
}

export interface OrderCardProps {
	title: string;
	subtitle?: ComponentChildren;
	lines: readonly OrderCardLine[];
	status: OrderStatus;
	/** Total stake in cents. */
	stake: number;
	/** What the order paid back, in cents; null while it is still pending. */
	payout: number | null;
	/** Said under the heading when the money moved after the race (a void, a refund, a corrected result). */
	note?: string | undefined;
}

export function OrderCard({ title, subtitle, lines, status, stake, payout, note }: OrderCardProps) {
	return (
		<article class="order-card">
			<header class="order-card-head">
				<div class="order-card-name">
					<h2 class="order-card-title">{title}</h2>
					{subtitle && <p class="order-card-sub">{subtitle}</p>}
				</div>
				<span class={`order-badge order-badge-${status}`}>{t(`orders.status.${status}`)}</span>
			</header>
			{note && <p class="order-card-sub order-card-note">{note}</p>}
			{lines.length > 0 && (
				<dl class="order-card-lines">
					{lines.map((line) => (
						<div key={line.label}>
							<dt>{line.label}</dt>
							<dd>{line.value}</dd>
						</div>
					))}
				</dl>
			)}
			<dl class="order-card-foot">
				<div>
					<dt>{t('orders.stake')}</dt>
					<dd>{formatMoney(stake)}</dd>
				</div>
				<div>
					<dt>{t('orders.return')}</dt>
					<dd class={payout ? 'order-card-won' : undefined}>{payout === null ? '—' : formatMoney(payout)}</dd>
				</div>
			</dl>
		</article>
	);
}
