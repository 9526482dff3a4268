// Sport orders: the player's sport bets as cards, newest first; the Sports side of the Order page.
import '../../styles/club.css';
import { centsFromDollars } from '../../../shared/money/cents-text.ts';
import type { SportOrder } from '../../../shared/sports/sport-types.ts';
import { OrderCard } from '../../components/order-card.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { fixture, marketName, pickName, sportName, startTime } from '../../components/sport-labels.ts';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { sportsModel } from '../../state/sports/sports.ts';
import type { SportsModel } from '../../state/sports/sports-model.ts';
import { OrdersTabs } from './orders-tabs.tsx';

export function SportOrderCard({ order }: { order: SportOrder }) {
	const { event, market, selection } = order;
	return (
		<OrderCard
			title={fixture(event)}
			subtitle={`${sportName(event.sport)} · ${event.league} · ${startTime(event)}`}
			lines={[
				{ label: marketName(market), value: `${pickName(selection, market.line)} @ ${order.odds.toFixed(2)}` },
				{ label: t('orders.placed'), value: formatDateTime(new Date(order.created_at)) },
			]}
			status={order.status}
			stake={centsFromDollars(order.stake)}
			payout={order.status === 'pending' ? null : centsFromDollars(order.return)}
		/>
	);
}

export function SportOrderList({ model }: { model: SportsModel }) {
	return (
		<PagedList
			pager={model.orders}
			row={(o) => (
				<li key={o.id}>
					<SportOrderCard order={o} />
				</li>
			)}
			failed={t('orders.loadFailed')}
			empty={t('orders.empty')}
			className="order-list"
		/>
	);
}

export default function SportOrderListPage(_props: PageProps) {
	return (
		<>
			<OrdersTabs at="sports" />
			<SportOrderList model={sportsModel()} />
		</>
	);
}
