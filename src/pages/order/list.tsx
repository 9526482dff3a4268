// Order: the player's race orders as cards, newest first, filtered by state; pull to refresh page 1, more near the
// bottom. Races | Sports above swaps to the sport orders.

import { useEffect } from 'preact/hooks';
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { centsFromDollars } from '../../../shared/money/cents-text.ts';
import { OrderCard } from '../../components/order-card.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { type OrderFilter, orderFilter } from '../../state/bets/order-filter.ts';
import { appOrders } from '../../state/bets/orders.ts';
import type { OrdersModel } from '../../state/bets/orders-model.ts';
import { FilterBar } from './filter-bar.tsx';
import { betText, pickLines, raceText } from './order-lines.ts';
import { OrdersTabs } from './orders-tabs.tsx';

function orderCard(o: OrderView) {
	const type = betTypeByIndex(o.bet_type);
	const lines = pickLines(o);
	lines.push(
		{ label: t('orders.combinations'), value: String(o.combinations) },
		{ label: t('orders.unitStake'), value: formatAmount(o.unit_stake) },
	);
	// the tote pays the final dividend: the price and return at bet time are only what it looked like then:
	if (o.approx_price != null) lines.push({ label: t('orders.approxPrice'), value: o.approx_price.toFixed(2) });
	if (o.approx_return != null) lines.push({ label: t('orders.approxReturn'), value: formatAmount(o.approx_return) });
	lines.push(
		{ label: t('orders.placed'), value: formatDateTime(new Date(o.created_at)) },
		{ label: t('orders.number'), value: String(o.id) },
	);
	return (
		<OrderCard
			title={type ? betText(type.key) : o.bet_type_name}
			subtitle={
				o.legs[0] && (
					<>
						{raceText(o)} · <time>{o.legs[0].date}</time>
					</>
				)
			}
			lines={lines}
			status={o.status}
			stake={centsFromDollars(o.total_stake)}
			payout={o.status === 'pending' ? null : centsFromDollars(o.return)}
			note={o.correction ? t(`orders.status.${o.correction}`) : undefined}
		/>
	);
}

/** `placed`: the order a receipt linked to, marked and brought into view once it is listed. */
export function OrderList({
	orders,
	placed,
	filter = 'all',
}: {
	orders: OrdersModel;
	placed?: number;
	filter?: OrderFilter;
}) {
	const listed = orders.items.value.some((o) => o.id === placed);
	useEffect(() => {
		if (listed) document.getElementById(`order-${placed}`)?.scrollIntoView({ block: 'nearest' });
	}, [listed, placed]);
	return (
		// another filter is another list, read from its page 1:
		<PagedList
			key={filter}
			pager={orders}
			load={() => {
				orders.filter(filter);
				return orders.ensure();
			}}
			row={(o) => (
				<li key={o.id} id={`order-${o.id}`} aria-current={o.id === placed ? 'true' : undefined}>
					{orderCard(o)}
				</li>
			)}
			failed={t('orders.loadFailed')}
			empty={t(filter === 'all' ? 'orders.empty' : `orders.emptyFilter.${filter}`)}
			className="order-list"
		/>
	);
}

export default function OrderListPage({ options }: PageProps) {
	const filter = orderFilter(options.status);
	return (
		<>
			<OrdersTabs at="races" />
			<FilterBar value={filter} />
			<OrderList orders={appOrders()} filter={filter} placed={Number(options.order) || undefined} />
		</>
	);
}
