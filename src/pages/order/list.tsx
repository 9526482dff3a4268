// Order: the player's race orders as cards, newest first; pull to refresh page 1, more near the bottom.
import { useEffect } from 'preact/compat';
import { betTypeByIndex } from '../../bets/bet-types.ts';
import { betMessagesEn } from '../../bets/messages-en.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { Loading } from '../../components/loading.tsx';
import { OrderCard } from '../../components/order-card.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { useReachBottom } from '../../components/use-reach-bottom.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { appOrders, type OrdersModel, type RaceOrder } from '../../state/orders.ts';
import { showToast } from '../../state/toast-model.ts';

const REACH_BOTTOM = 50;

// bet names come from the bet area when it is registered, else from the bundled English set:
function betText(key: string): string {
	const text = t(key);
	return text !== key ? text : ((betMessagesEn as Record<string, string>)[key] ?? key);
}

const cents = (amount: number) => Math.round(amount * 100);

function orderCard(o: RaceOrder) {
	const type = betTypeByIndex(o.bet_type);
	const race = o.legs.map((l) => t('orders.race', { meeting: l.meetings, no: l.raceNo })).join(' / ');
	const lines = (type?.selections ?? []).map((s) => ({
		label: betText(s.key),
		value: (o.selections[s.field] ?? []).join(', '),
	}));
	lines.push(
		{ label: t('orders.combinations'), value: String(o.combinations) },
		{ label: t('orders.unitStake'), value: formatAmount(o.unit_stake) },
		{ label: t('orders.placed'), value: formatDateTime(new Date(o.created_at)) },
		{ label: t('orders.number'), value: String(o.id) },
	);
	return (
		<OrderCard
			key={o.id}
			title={type ? betText(type.key) : o.bet_type_name}
			subtitle={o.legs[0] ? `${race} · ${o.legs[0].date}` : undefined}
			lines={lines}
			status={o.status}
			stake={cents(o.total_stake)}
			payout={o.status === 'pending' ? null : cents(o.return)}
		/>
	);
}

export function OrderList({ orders }: { orders: OrdersModel }) {
	useEffect(() => {
		void orders.ensure();
	}, [orders]);
	usePullRefresh(() => orders.refresh().catch((e: Error) => showToast(e.message)));
	useReachBottom(() => void orders.loadMore(), REACH_BOTTOM);
	const phase = orders.phase.value;
	const list = orders.list.value;
	if (phase === 'error') {
		return (
			<div class="order-error" role="alert">
				<p>{t('orders.loadFailed')}</p>
				<p>{orders.error.value}</p>
				<button type="button" class="btn" onClick={() => void orders.refresh().catch(() => {})}>
					{t('common.retry')}
				</button>
			</div>
		);
	}
	if (phase !== 'ready') return <Loading />;
	if (!list.length) return <EmptyState text={t('orders.empty')} />;
	return (
		<div class="order-list">
			{list.map(orderCard)}
			<LoadMore status={orders.more.value} onLoad={() => void orders.loadMore()} />
		</div>
	);
}

export default function OrderListPage(_props: PageProps) {
	return <OrderList orders={appOrders()} />;
}
