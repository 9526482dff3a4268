// One pick in the slip: the bet and runner by name, its race, the price and what the stake would return at it; a
// Win pick may go Each Way (a win and a place bet, twice the stake) while its race pays places.
import { t } from '../../i18n/index.ts';
import { formatMoney, formatTime } from '../../lib/format.ts';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';
import { canEachWay, pickId, pickReturn, type SlipPick } from '../../state/slip/bet-slip-quote.ts';
import { keepFocus } from '../focus/keep-focus.ts';
import { Silks } from '../silks.tsx';
import { KIND, pickName } from './slip-news.tsx';

export const raceLine = (meeting: string, no: number, start: string) =>
	t('bet.slip.race', { meeting, no, time: formatTime(new Date(start)) });

export function SlipPickRow({ slip, pick, stake }: { slip: BetSlip; pick: SlipPick; stake: number | null }) {
	const id = pickId(pick);
	const note = slip.notes.value[id];
	const pending = slip.pending.value.has(id);
	const back = stake !== null ? pickReturn(stake, pick) : null;
	const ew = !!pick.each_way;
	return (
		<li class="slip-pick">
			<p class="slip-pick-main">
				{pick.silks && <Silks silks={pick.silks} size={22} />}
				<span class={`slip-kind slip-kind-${ew ? 9 : pick.bet_type}`}>
					{t(ew ? 'bet.slip.eachWay' : KIND[pick.bet_type])}
				</span>
				<strong>
					{pick.horse_id} {pick.name}
				</strong>
				<b class="slip-price">
					{pick.price === null ? '—' : pick.price.toFixed(2)}
					{/* Each Way returns at both prices: */}
					{ew && pick.place_price != null && ` / ${pick.place_price.toFixed(2)}`}
				</b>
			</p>
			<p class="slip-pick-sub">
				{raceLine(pick.meetings, pick.raceNo, pick.start_time)}
				{back !== null && (
					<>
						{' · '}
						<span class="slip-return">{t('bet.slip.returns', { amount: formatMoney(back) })}</span>
					</>
				)}
			</p>
			{canEachWay(pick) && (
				<div class="slip-ew">
					<label>
						<input
							type="checkbox"
							checked={ew}
							// a send without a final reply is the same bet until it has one:
							disabled={pending}
							aria-describedby={`ew-${id}`}
							onChange={(e) => slip.setEachWay(id, e.currentTarget.checked)}
						/>
						{t('bet.slip.eachWay')}{' '}
						<span class="sr-only">
							{pick.horse_id} {pick.name}
						</span>
					</label>
					<span id={`ew-${id}`} class="slip-note">
						{t('bet.slip.eachWayHint')}
					</span>
				</div>
			)}
			{note && <p class="slip-note slip-error">{note}</p>}
			{pending && !note && <p class="slip-note">{t('bet.pending')}</p>}
			<button
				type="button"
				class="icon-btn slip-remove"
				aria-label={t('bet.slip.remove', { bet: pickName(pick) })}
				aria-disabled={slip.sending.value}
				onClick={(e) => {
					const row = e.currentTarget.closest('li');
					// the next pick's ✕, else the one before, else the price it came from, else the page's title:
					const next = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector('button');
					slip.remove(id);
					keepFocus(
						() => (next as HTMLElement | null) ?? null,
						() => document.querySelector<HTMLElement>(`[data-pick="${id}"]`),
						'slip-title',
						'page-title',
					);
				}}
			>
				<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
					<path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2" />
				</svg>
			</button>
		</li>
	);
}
