// The builder's own parts of the bet form: a race card's heading with a way out, and the runner rows of each leg
// (leg 1 as the card or the runners' list shows it, a double's second leg once its race is chosen).
import type { BetProblem } from '../../../shared/bets/validate.ts';
import { t } from '../../i18n/index.ts';
import type { BetDraft } from '../../state/bets/bet-draft-model.ts';
import type { Runner } from '../../state/races/race-card-model.ts';
import type { Builder } from './builder-state.ts';
import { problemId } from './problem-links.ts';
import { RunnerRows } from './runner-rows.tsx';

export function BuilderHead({ onClose }: { onClose: () => void }) {
	return (
		<div class="bet-builder-head">
			<h2>{t('bet.slip.more')}</h2>
			<button type="button" class="btn" onClick={onClose}>
				{t('bet.close')}
			</button>
		</div>
	);
}

export function BuilderRows({
	model,
	runners,
	builder,
	shown,
}: {
	model: BetDraft;
	/** Leg 1's runners as the race card shows them (its live prices); else the draft's own list of the race. */
	runners?: readonly Runner[] | undefined;
	builder: Pick<Builder, 'touch'>;
	shown: readonly BetProblem[];
}) {
	const form = model.form.value;
	const lists = model.type.value?.selections ?? [];
	const rows = (fields: typeof lists, list: readonly Runner[], state: string, retry: () => void) => {
		// the rows are described by their lists' problems, once the player has earned to see them:
		const mine = shown.filter((p) => fields.some((s) => s.field === p.field));
		return (
			fields.length > 0 && (
				<RunnerRows
					lists={fields}
					runners={list}
					failed={state === 'failed'}
					onRetry={retry}
					picked={form}
					onToggle={model.toggleHorse}
					onLeave={() => builder.touch(...fields.map((s) => s.field))}
					problem={mine.length ? { 'aria-describedby': mine.map(problemId).join(' ') } : {}}
				/>
			)
		);
	};
	const retry = () => void model.loadRunners();
	return (
		<>
			{form.race_id !== null &&
				rows(
					lists.filter((s) => s.field !== 'horse2'),
					runners ?? model.runners1.value,
					runners ? 'ready' : model.runnersState1.value,
					retry,
				)}
			{form.race_id2 !== null &&
				rows(
					lists.filter((s) => s.field === 'horse2'),
					model.runners2.value,
					model.runnersState2.value,
					retry,
				)}
		</>
	);
}
