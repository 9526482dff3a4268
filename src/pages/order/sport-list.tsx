import '../../styles/club.css';
import { useEffect } from 'preact/compat';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { Loading } from '../../components/loading.tsx';
import { OrderCard, type OrderCardStatus } from '../../components/order-card.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { fixture, marketName, pickName, sportName, startTime } from '../../components/sport-labels.ts';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { useReachBottom } from '../../components/use-reach-bottom.ts';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { type SportOrder, type SportsModel, sportsModel } from '../../state/sports.ts';

const cents = (amount: number) => Math.round(amount * 100);

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
			status={order.status as OrderCardStatus}
			stake={cents(order.stake)}
			payout={order.status === 'pending' ? null : cents(order.return)}
		/>
	);
}

export function SportOrderList({ model }: { model: SportsModel }) {
	const orders = model.orders;
	usePullRefresh(() => orders.refresh());
	useReachBottom(() => orders.loadMore(), 50);
	useEffect(() => {
		void orders.refresh().catch(() => {});
	}, [orders]);
	const status = orders.status.value;
	const list = orders.items.value;
	if (status === 'error') {
		return (
			<button type="button" class="load-error" onClick={() => void orders.refresh().catch(() => {})}>
				{t('orders.loadFailed')}
			</button>
		);
	}
	if (status !== 'ready') return <Loading />;
	if (!list.length) return <EmptyState text={t('orders.empty')} />;
	return (
		<div class="order-list">
			{list.map((o) => (
				<SportOrderCard key={o.id} order={o} />
			))}
			<LoadMore status={orders.moreStatus.value} onLoad={orders.loadMore} />
		</div>
	);
}

export default function SportOrderListPage(_props: PageProps) {
	return <SportOrderList model={sportsModel()} />;
}
