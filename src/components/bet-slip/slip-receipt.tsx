// What was placed, in the slip's place: each bet's number, race, runner by name, stake and possible return, and
// a link to it on the Order page. It takes focus when it appears, so the player hears it.
import { useEffect, useRef } from 'preact/hooks';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { navigate } from '../../lib/hash-nav.ts';
import type { BetSlip, SlipReceipt as Receipt } from '../../state/slip/bet-slip-model.ts';
import { raceLine } from './slip-pick.tsx';

const orderUrl = (id: number) => `/pages/order/list?order=${id}`;

function done(slip: BetSlip) {
	slip.closeReceipt();
	// the receipt is gone: focus goes to the slip when picks are left, else to the page's title:
	requestAnimationFrame(() => {
		const to = document.getElementById('slip-title') ?? document.querySelector('h1');
		if (!to) return;
		to.tabIndex = -1;
		to.focus({ preventScroll: true });
	});
}

function PlacedBet({ order }: { order: OrderView }) {
	const leg = order.legs[0];
	const names = leg?.runners?.map((r) => `${r.horse_id} ${r.name}`).join(', ') ?? order.selections.horse?.join(', ');
	return (
		<li class="receipt-bet">
			<p class="slip-pick-main">
				<span class={`slip-kind slip-kind-${order.bet_type}`}>
					{t(order.bet_type === 2 ? 'bet.slip.place' : 'bet.slip.win')}
				</span>
				<strong>{names}</strong>
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

export function SlipReceipt({ slip, receipt }: { slip: BetSlip; receipt: Receipt }) {
	const box = useRef<HTMLDivElement>(null);
	useEffect(() => box.current?.focus(), []);
	const first = receipt.orders[0]!;
	return (
		<div ref={box} class="slip-receipt" tabIndex={-1}>
			<h2 id="receipt-title">
				{receipt.orders.length > 1 ? t('bet.slip.placedMany', { n: receipt.orders.length }) : t('bet.slip.placedOne')}
			</h2>
			<ul class="slip-picks">
				{receipt.orders.map((o) => (
					<PlacedBet key={o.id} order={o} />
				))}
			</ul>
			{receipt.left > 0 && <p class="slip-note slip-error">{t('bet.slip.left', { n: receipt.left })}</p>}
			<div class="slip-actions">
				<a
					class="btn"
					href={`#${orderUrl(first.id)}`}
					onClick={(e) => {
						e.preventDefault();
						slip.closeReceipt();
						navigate(orderUrl(first.id));
					}}
				>
					{t('bet.slip.view')}
				</a>
				<button type="button" class="btn btn-primary" onClick={() => done(slip)}>
					{t('bet.slip.done')}
				</button>
			</div>
		</div>
	);
}
