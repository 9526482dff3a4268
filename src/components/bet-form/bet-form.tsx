// The bet order form: type, race(s), runners, stake, the live quote and one send at a time.
import './messages.ts';
import { useEffect } from 'preact/hooks';
import { BET_TYPES } from '../../../shared/bets/bet-types.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import type { BetDraft } from '../../state/bets/bet-draft-model.ts';
import { takeFocus } from '../focus/focus-next.ts';
import { SendButton } from '../send-button.tsx';
import { BetSummary } from './bet-summary.tsx';
import { type LegChoice, LegSelect } from './leg-select.tsx';
import { focusFirstProblem, problemProps } from './problem-links.ts';
import { RunnerPicker } from './runner-picker.tsx';

export function BetForm({
	model,
	races,
	preset,
	onPlaced,
}: {
	model: BetDraft;
	/** Open races the legs can be chosen from. */
	races: readonly LegChoice[];
	/** The race this page is about; the first leg follows it. */
	preset?: LegChoice | null;
	/** A bet went through, on this race (its first leg). */
	onPlaced?: (raceId: number) => void;
}) {
	const form = model.form.value;
	const type = model.type.value;
	const busy = model.submitting.value;
	const problems = model.problems.value;
	const tried = model.tried.value;
	const tie = (field: string, group?: boolean) => problemProps(problems, field, tried, group);
	useEffect(() => {
		if (preset && String(preset.race_id) !== String(form.race_id)) model.setLeg(preset);
	}, [preset, form.race_id, model]);
	useEffect(() => {
		model.loadRunners();
		model.loadRate();
	}, [model]);
	const leg1 = form.race_id === null ? null : { ...form, day: model.draft.value.day };
	const leg2 =
		form.race_id2 === null
			? null
			: {
					race_id: form.race_id2,
					event_id: form.event_id2,
					code: form.code2,
					meetings: form.meetings2,
					raceNo: form.raceNo2,
				};
	return (
		<form
			id="bet-form"
			class="bet-form"
			aria-label={t('bet.form')}
			noValidate
			onSubmit={async (e) => {
				e.preventDefault();
				const raceId = Number(model.form.peek().race_id);
				const outcome = await model.submit();
				if (outcome === 'placed') onPlaced?.(raceId);
				if (outcome === 'invalid') focusFirstProblem(model.problems.peek());
				// the form empties and moves under the button: bring it back into view
				else requestAnimationFrame(() => (document.activeElement as HTMLElement).scrollIntoView({ block: 'nearest' }));
			}}
		>
			<div class="bet-field">
				<label for="bet-type">{t('bet.betType')}</label>
				<select
					id="bet-type"
					ref={takeFocus}
					{...tie('bet_type')}
					value={String(model.betType.value)}
					onChange={(e) => model.selectType(Number(e.currentTarget.value))}
				>
					{BET_TYPES.map((bt) => (
						<option key={bt.index} value={bt.index}>
							{t(bt.key)}
						</option>
					))}
				</select>
			</div>
			<LegSelect
				id="bet-leg1"
				label={t('bet.leg1')}
				races={races}
				current={leg1 as LegChoice | null}
				onPick={(r) => r && model.setLeg(r)}
				problem={tie('race_id')}
			/>
			{type?.legs === 2 && (
				<LegSelect
					id="bet-leg2"
					label={t('bet.leg2')}
					races={races.filter((r) => String(r.race_id) !== String(form.race_id))}
					current={leg2 as LegChoice | null}
					onPick={(r) => model.setLeg2(r)}
					problem={tie('race_id2')}
				/>
			)}
			{type?.selections.map((sel) => (
				<RunnerPicker
					key={sel.field}
					field={sel.field}
					legend={t(sel.key)}
					runners={sel.field === 'horse2' ? model.runners2.value : model.runners1.value}
					picked={form[sel.field]}
					onToggle={model.toggleHorse}
					problem={tie(sel.field, true)}
					state={(sel.field === 'horse2' ? model.runnersState2 : model.runnersState1).value}
					onRetry={() => void model.loadRunners()}
				/>
			))}
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
				/>
			</div>
			<BetSummary model={model} />
			{model.hasKey.value && !busy && <p class="bet-note">{t('bet.pending')}</p>}
			{model.lastOutcome.value === 'placed' && (
				// not a live region: the toast says the bet was placed, once:
				<p class="bet-placed">
					{t('bet.placedNote')}
					{model.lastReturn.value !== null && (
						<>
							<br />
							{t('bet.approxReturn', { amount: formatAmount(model.lastReturn.value) })}
						</>
					)}
				</p>
			)}
			<div class="bet-actions">
				<button type="button" class="btn" onClick={model.reset} disabled={busy}>
					{t('bet.reset')}
				</button>
				<SendButton busy={busy} label={t('bet.submit')} busyLabel={t('bet.submitting')} needsNetwork />
			</div>
		</form>
	);
}
