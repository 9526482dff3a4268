// What was placed, slip or builder alike: each bet's number, type, race, runners by name, stake and possible return
// where known, and a link to it on the Order page. It takes focus when it appears, so the player hears it.
import { useEffect, useRef } from 'preact/hooks';
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { navigate } from '../../lib/hash-nav.ts';
import { raceLine } from './slip-pick.tsx';

const orderUrl = (id: number) => `/pages/order/list?order=${id}`;

// the slip's own words for its two kinds, the type's name for the rest:
const kindName = (type: number) =>
	type === 1 || type === 2 ? t(`bet.slip.${type === 2 ? 'place' : 'win'}`) : t(betTypeByIndex(type)?.key ?? '');

function PlacedBet({ order }: { order: OrderView }) {
	// a double names each leg's runners, leg by leg:
	const names = order.legs
		.map((leg) => leg.runners?.map((r) => `${r.horse_id} ${r.name}`).join(', '))
		.filter(Boolean)
		.join(' / ');
	const leg = order.legs[0];
	return (
		<li class="receipt-bet">
			<p class="slip-pick-main">
				<span class={`slip-kind slip-kind-${order.bet_type}`}>{kindName(order.bet_type)}</span>
				<strong>{names || Object.values(order.selections).flat().join(', ')}</strong>
				<span class="receipt-no">{t('bet.slip.betNo', { id: order.id })}</span>
			</p>
			{leg && <p class="slip-pick-sub">{raceLine(leg.meetings, leg.raceNo, leg.start_time)}</p>}
			<p class="slip-pick-sub">
				{t('bet.slip.stakeOf', { amount: formatAmount(order.total_stake) })}
				{order.approx_return != null &&
					` · ${t('bet.slip.approxReturn', { amount: formatAmount(order.approx_return) })}`}
			</p>
		</li>
	);
}

export function BetReceipt({
	orders,
	left = 0,
	titleId = 'receipt-title',
	onLeave,
	onDone,
}: {
	orders: readonly OrderView[];
	/** Bets that did not go through and are still to place. */
	left?: number;
	titleId?: string;
	/** The receipt is left for the Order page. */
	onLeave: () => void;
	onDone: () => void;
}) {
	const box = useRef<HTMLDivElement>(null);
	useEffect(() => box.current?.focus(), []);
	const first = orders[0]!;
	return (
		<div ref={box} class="slip-receipt" tabIndex={-1}>
			<h2 id={titleId}>
				{orders.length > 1 ? t('bet.slip.placedMany', { n: orders.length }) : t('bet.slip.placedOne')}
			</h2>
			<ul class="slip-picks">
				{orders.map((o) => (
					<PlacedBet key={o.id} order={o} />
				))}
			</ul>
			{left > 0 && <p class="slip-note slip-error">{t('bet.slip.left', { n: left })}</p>}
			<div class="slip-actions">
				<a
					class="btn"
					href={`#${orderUrl(first.id)}`}
					onClick={(e) => {
						e.preventDefault();
						onLeave();
						navigate(orderUrl(first.id));
					}}
				>
					{t('bet.slip.view')}
				</a>
				<button type="button" class="btn btn-primary" onClick={onDone}>
					{t('bet.slip.done')}
				</button>
			</div>
		</div>
	);
}
