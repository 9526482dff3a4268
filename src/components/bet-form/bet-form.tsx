// The bet order form as a builder: on the home page a race first (open races by meeting), then the type as chips,
// runners as rows with their prices; on a race card the same for this race only. Problems show once the player has
// acted, and a placed bet ends in the common receipt.
import './messages.ts';
import { useEffect, useState } from 'preact/hooks';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { t } from '../../i18n/index.ts';
import type { BetDraft } from '../../state/bets/bet-draft-model.ts';
import { BetReceipt } from '../bet-slip/bet-receipt.tsx';
import { focusNext } from '../focus/focus-next.ts';
import { SendButton } from '../send-button.tsx';
import { BetSummary } from './bet-summary.tsx';
import { BuilderHead, BuilderRows } from './builder-parts.tsx';
import { type Builder, CARD_TYPES, type CardMode, HOME_TYPES } from './builder-state.ts';
import { LegSelect } from './leg-select.tsx';
import { focusFirstProblem, problemProps } from './problem-links.ts';
import { type LegChoice, laterAtMeeting } from './race-choice.ts';
import { TypeChoice } from './type-choice.tsx';

export function BetForm({
	model,
	races,
	preset,
	onPlaced,
	build,
	builder: home,
}: {
	model: BetDraft;
	/** Open races the legs can be chosen from. */
	races: readonly LegChoice[];
	/** The race this page is about; the first leg follows it. */
	preset?: LegChoice | null;
	/** A bet went through, on this race (its first leg). */
	onPlaced?: (raceId: number) => void;
	/** A race card's builder: this race only. */
	build?: CardMode;
	/** The home page's builder state over the same draft. */
	builder?: Builder;
}) {
	const [order, setOrder] = useState<OrderView | null>(null);
	const builder = (build?.builder ?? home)!;
	const form = model.form.value;
	const busy = model.submitting.value;
	const shown = builder.shown.value;
	const tie = (field: string, group?: boolean) => problemProps(shown, field, true, group);
	useEffect(() => {
		if (preset && String(preset.race_id) !== String(form.race_id)) model.setLeg(preset);
	}, [preset, form.race_id, model]);
	useEffect(() => {
		model.loadRunners();
		model.loadRate();
	}, [model]);
	if (order) {
		// the receipt's Done: the race card's builder closes, the home page's form is ready for the next bet
		const done =
			build?.onClose ??
			(() => {
				setOrder(null);
				focusNext('bet-leg1');
			});
		return (
			<div class="bet-form bet-placed">
				<BetReceipt orders={[order]} titleId="bet-receipt-title" onLeave={done} onDone={done} />
			</div>
		);
	}
	const chosen = form.race_id !== null;
	// a race card's or a race row's race is known from the first render, so the chips are there for focus to land on:
	const typed = chosen || !!build || !!preset;
	const next = build
		? build.next
		: chosen
			? laterAtMeeting(races, { event_id: form.event_id, raceNo: form.raceNo ?? 0 })
			: [];
	const leg1 = chosen ? ({ ...form, day: model.draft.value.day } as LegChoice) : null;
	const leg2 =
		form.race_id2 === null
			? null
			: ({
					race_id: form.race_id2,
					event_id: form.event_id2,
					code: form.code2,
					meetings: form.meetings2,
					raceNo: form.raceNo2,
				} as LegChoice);
	return (
		<form
			id="bet-form"
			class="bet-form"
			aria-label={t('bet.form')}
			data-race={build?.card.race_id}
			noValidate
			onSubmit={async (e) => {
				e.preventDefault();
				const raceId = Number(model.form.peek().race_id);
				// the receipt says the bet was placed, so no toast says it too:
				const outcome = await model.submit(true);
				if (outcome === 'placed') {
					onPlaced?.(raceId);
					setOrder(model.lastOrder.peek());
				}
				if (outcome === 'invalid') focusFirstProblem(model.problems.peek());
			}}
		>
			{build ? (
				<BuilderHead onClose={build.onClose} />
			) : (
				<LegSelect
					id="bet-leg1"
					label={t('bet.leg1')}
					races={races}
					current={leg1}
					onPick={builder.setLeg}
					problem={tie('race_id')}
				/>
			)}
			{typed ? (
				<TypeChoice
					types={build ? CARD_TYPES : HOME_TYPES}
					value={model.betType.value}
					doubles={next.length > 0}
					onChoose={builder.choose}
				/>
			) : (
				<p class="bet-note">{t('bet.noRunners')}</p>
			)}
			{model.type.value?.legs === 2 && (
				<LegSelect
					id="bet-leg2"
					label={t('bet.leg2')}
					races={next}
					current={leg2}
					onPick={builder.setLeg2}
					problem={tie('race_id2')}
				/>
			)}
			<BuilderRows model={model} runners={build?.card.runners} builder={builder} shown={shown} />
			<div class="bet-field">
				<label for="bet-amount">{t('bet.stake')}</label>
				<input
					id="bet-amount"
					type="text"
					inputMode="decimal"
					autocomplete="off"
					{...tie('betAmount')}
					value={model.amountText.value}
					onInput={(e) => model.setAmount(e.currentTarget.value)}
					onBlur={() => builder.touch('betAmount')}
				/>
			</div>
			<BetSummary model={model} shown={shown} />
			{model.hasKey.value && !busy && <p class="bet-note">{t('bet.pending')}</p>}
			<div class="bet-actions">
				<button type="button" class="btn" onClick={model.reset} disabled={busy}>
					{t('bet.reset')}
				</button>
				<SendButton busy={busy} label={t('bet.submit')} busyLabel={t('bet.submitting')} needsNetwork />
			</div>
		</form>
	);
}
