// 'More bet types' on a race card: the exotic builder for this race only, its runners as the card shows them,
// the bet type as chips, a double's second leg from this meeting's later races; it ends in the common receipt.
import { useEffect, useState } from 'preact/hooks';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { t } from '../../i18n/index.ts';
import type { BetDraft } from '../../state/bet-draft.ts';
import type { RaceCard } from '../../state/races-card.ts';
import { BetReceipt } from '../bet-slip/bet-receipt.tsx';
import { SendButton } from '../send-button.tsx';
import { BetSummary } from './bet-summary.tsx';
import type { Builder } from './builder-state.ts';
import { type LegChoice, LegSelect } from './leg-select.tsx';
import { focusFirstProblem, problemId, problemProps } from './problem-links.ts';
import { RunnerRows } from './runner-rows.tsx';
import { TypeChoice } from './type-choice.tsx';

export interface BuilderProps {
	card: RaceCard;
	/** This meeting's races after this one, still open: where a double's second leg can be. */
	next: readonly LegChoice[];
	/** The slip's runners on this race, carried in. */
	carried: readonly number[];
	onPlaced: (raceId: number) => void;
	onClose: () => void;
}

export function RaceBuilder({
	model,
	builder,
	card,
	next,
	carried,
	onPlaced,
	onClose,
}: BuilderProps & {
	model: BetDraft;
	builder: Builder;
}) {
	const [order, setOrder] = useState<OrderView | null>(null);
	useEffect(() => builder.open(card, carried), [builder, card.race_id]);
	if (order)
		return (
			<div class="bet-form bet-placed">
				<BetReceipt orders={[order]} titleId="bet-receipt-title" onLeave={onClose} onDone={onClose} />
			</div>
		);
	const form = model.form.value;
	const type = model.type.value;
	const shown = builder.shown.value;
	const tie = (field: string) => problemProps(shown, field, true);
	// the lists of leg 1 share one set of rows; a double's second leg has rows of its own:
	const lists = type?.selections.filter((s) => s.field !== 'horse2') ?? [];
	const leg2 = type?.selections.filter((s) => s.field === 'horse2') ?? [];
	const rowsTie = (fields: string[]): Record<string, string> => {
		const mine = shown.filter((p) => fields.includes(p.field ?? ''));
		return mine.length ? { 'aria-describedby': mine.map(problemId).join(' ') } : {};
	};
	const current = next.find((r) => String(r.race_id) === String(form.race_id2)) ?? null;
	return (
		<form
			id="bet-form"
			class="bet-form bet-builder"
			aria-labelledby="bet-builder-title"
			data-race={card.race_id}
			noValidate
			onSubmit={async (e) => {
				e.preventDefault();
				const outcome = await model.submit();
				if (outcome === 'placed') {
					setOrder(model.lastOrder.peek());
					onPlaced(card.race_id);
				} else if (outcome === 'invalid') focusFirstProblem(model.problems.peek());
			}}
		>
			<div class="bet-builder-head">
				<h2 id="bet-builder-title">{t('bet.slip.more')}</h2>
				<button type="button" class="btn" onClick={onClose}>
					{t('bet.close')}
				</button>
			</div>
			<TypeChoice value={model.betType.value} doubles={next.length > 0} onChoose={builder.choose} />
			{leg2.length > 0 && (
				<LegSelect
					id="bet-leg2"
					label={t('bet.leg2')}
					races={next}
					current={current}
					onPick={builder.setLeg2}
					problem={tie('race_id2')}
				/>
			)}
			{lists.length > 0 && (
				<RunnerRows
					lists={lists}
					runners={card.runners}
					picked={form}
					onToggle={builder.toggle}
					onLeave={() => builder.touch(...lists.map((s) => s.field))}
					problem={rowsTie(lists.map((s) => s.field))}
				/>
			)}
			{leg2.length > 0 && form.race_id2 !== null && (
				<RunnerRows
					lists={leg2}
					runners={model.runners2.value}
					picked={form}
					onToggle={builder.toggle}
					onLeave={() => builder.touch('horse2')}
					problem={rowsTie(['horse2'])}
				/>
			)}
			<div class="bet-field">
				<label for="bet-amount">{t('bet.stake')}</label>
				<input
					id="bet-amount"
					type="text"
					inputMode="decimal"
					autocomplete="off"
					{...tie('betAmount')}
					value={model.amountText.value}
					onInput={(e) => builder.setAmount(e.currentTarget.value)}
					onBlur={() => builder.touch('betAmount')}
				/>
			</div>
			<BetSummary model={model} shown={shown} />
			{model.hasKey.value && !model.submitting.value && <p class="bet-note">{t('bet.pending')}</p>}
			<div class="bet-actions">
				<SendButton
					busy={model.submitting.value}
					label={t('bet.submit')}
					busyLabel={t('bet.submitting')}
					needsNetwork
				/>
			</div>
		</form>
	);
}
