// The bet slip: one pick, a stake tapped from the presets or typed in dollars, the return worked out live in integer
// cents and said once the stake is settled (a preset tapped, the field left), not at every key. Styles: slip.css,
// which the page imports.

import { useRef, useState } from 'preact/hooks';
import { centsFromInput, returnCents, STAKE_PRESETS } from '../../../shared/money/amount.ts';
import { centsFromDollars } from '../../../shared/money/cents-text.ts';
import { focusNext, takeFocus } from '../../components/focus/focus-next.ts';
import { useCoverHeight } from '../../components/focus/use-cover-height.ts';
import { SendButton } from '../../components/send-button.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatMoney } from '../../lib/format.ts';
import type { SportsModel } from '../../state/sports/sports-model.ts';

export function BetSlip({ model, name, eventId }: { model: SportsModel; name: string; eventId: number }) {
	const slip = model.slip.value;
	const box = useRef<HTMLElement>(null);
	const [said, say] = useState('');
	const done = model.lastOrder.value;
	const mine = !!slip && slip.event_id === eventId;
	useCoverHeight(box, mine ? 'slip' : done?.event.id === eventId ? done : null);
	if (!slip || !mine) {
		return done?.event.id === eventId ? (
			<section
				ref={(el) => {
					box.current = el;
					takeFocus(el);
				}}
				id="slip-placed"
				class="club-slip"
				tabIndex={-1}
				aria-labelledby="slip-placed-title"
			>
				<h2 id="slip-placed-title">{t('sports.placed')}</h2>
				<dl class="club-receipt">
					<dt>{t('sports.betNo')}</dt>
					<dd>{done.id}</dd>
					<dt>{t('sports.event')}</dt>
					<dd>
						{done.event.home} {t('sports.vs')} {done.event.away}
					</dd>
					<dt>{t('sports.pick')}</dt>
					<dd>
						{done.selection.name} @ {done.odds.toFixed(2)}
					</dd>
					<dt>{t('sports.stake')}</dt>
					<dd>{formatAmount(done.stake)}</dd>
					<dt>{t('sports.return')}</dt>
					<dd>{formatAmount(done.potential_return)}</dd>
				</dl>
				<a class="btn" href={`#/pages/order/sport_list?order=${done.id}`}>
					{t('sports.myOrders')}
				</a>
			</section>
		) : (
			<p class="club-slip club-muted">{t('sports.tapOdds')}</p>
		);
	}
	const amount = centsFromInput(slip.stake);
	const error = model.stakeError.value;
	const placing = model.placing.value;
	const returnOf = (text: string) => {
		const cents = centsFromInput(text);
		return cents.ok ? formatMoney(returnCents(cents.cents, slip.odds)) : '—';
	};
	const sayReturn = (text: string) => say(`${t('sports.return')} ${returnOf(text)}`);
	return (
		<form
			ref={box as { current: HTMLFormElement | null }}
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
			<div class="club-stakes">
				{STAKE_PRESETS.map((n) => (
					<button
						key={n}
						type="button"
						class="btn"
						aria-pressed={amount.ok && amount.cents === centsFromDollars(n)}
						onClick={() => {
							model.setStake(String(n));
							sayReturn(String(n));
						}}
					>
						{formatMoney(centsFromDollars(n))}
					</button>
				))}
			</div>
			<input
				id="slip-stake"
				inputMode="decimal"
				autocomplete="off"
				value={slip.stake}
				aria-invalid={error ? 'true' : undefined}
				aria-describedby={error ? 'slip-stake-error' : 'slip-return'}
				onInput={(e) => model.setStake(e.currentTarget.value)}
				// speaks once the field is left, never at every key:
				onFocusOut={(e) => sayReturn(e.currentTarget.value)}
			/>
			{error && (
				<p id="slip-stake-error" class="club-error" role="alert">
					{t(`sports.stakeError.${error}`)}
				</p>
			)}
			<p id="slip-return" class="club-row">
				<span>{t('sports.return')}</span>
				{/* not a live region: it would speak at every key; the region below speaks once the stake is settled */}
				<strong class="club-return">{returnOf(slip.stake)}</strong>
			</p>
			<p class="sr-only" role="status">
				{said}
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
