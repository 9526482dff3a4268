// The bet slip: one pick, a stake typed in dollars, the return worked out live in integer cents.

import { centsFromInput } from '../../../shared/money/amount.ts';
import { focusNext, takeFocus } from '../../components/focus/focus-next.ts';
import { SendButton } from '../../components/send-button.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatMoney } from '../../lib/format.ts';
import { potentialReturn } from '../../state/sport-slip.ts';
import type { SportsModel } from '../../state/sports.ts';

export function BetSlip({ model, name, eventId }: { model: SportsModel; name: string; eventId: number }) {
	const slip = model.slip.value;
	if (!slip || slip.event_id !== eventId) {
		const done = model.lastOrder.value;
		return done?.event.id === eventId ? (
			<section id="slip-placed" class="club-slip" tabIndex={-1} ref={takeFocus} aria-labelledby="slip-placed-title">
				<h2 id="slip-placed-title">{t('sports.placed')}</h2>
				<p class="club-row">
					<span>
						{done.selection.name} @ {done.odds.toFixed(2)} · {formatAmount(done.stake)}
					</span>
					<a href="#/pages/order/sport_list">{t('sports.myOrders')}</a>
				</p>
			</section>
		) : (
			<p class="club-slip club-muted">{t('sports.tapOdds')}</p>
		);
	}
	const amount = centsFromInput(slip.stake);
	const error = model.stakeError.value;
	const placing = model.placing.value;
	return (
		<form
			class="club-slip"
			aria-label={t('sports.slip')}
			onSubmit={async (e) => {
				e.preventDefault();
				// the receipt takes the slip's place, and focus with it (it says it was placed, so no toast does):
				if ((await model.placeOrder()) === 'placed') focusNext('slip-placed');
			}}
		>
			<div class="club-row">
				<strong>{name}</strong>
				<b>@ {slip.odds.toFixed(2)}</b>
			</div>
			<label for="slip-stake">{t('sports.stake')}</label>
			<input
				id="slip-stake"
				inputMode="decimal"
				autocomplete="off"
				value={slip.stake}
				aria-invalid={error ? 'true' : undefined}
				aria-describedby={error ? 'slip-stake-error' : 'slip-return'}
				onInput={(e) => model.setStake(e.currentTarget.value)}
			/>
			{error && (
				<p id="slip-stake-error" class="club-error" role="alert">
					{t(`sports.stakeError.${error}`)}
				</p>
			)}
			<p id="slip-return" class="club-row">
				<span>{t('sports.return')}</span>
				<output>{amount.ok ? formatMoney(potentialReturn(amount.cents, slip.odds)) : '—'}</output>
			</p>
			<div class="club-actions">
				<button
					type="button"
					class="btn"
					onClick={() => {
						model.clearSlip();
						// the slip goes with its buttons: focus starts again at the page's heading
						focusNext('page-title');
					}}
					disabled={placing}
				>
					{t('sports.remove')}
				</button>
				<SendButton busy={placing} label={t('sports.place')} busyLabel={t('sports.placing')} needsNetwork />
			</div>
		</form>
	);
}
