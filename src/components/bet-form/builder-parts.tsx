// The builder's own parts of the bet form: its heading with a way out and the type chips, and the runner rows of
// each leg (leg 1 as the card shows it, a double's second leg once its race is chosen).
import type { BetProblem } from '../../../shared/bets/validate.ts';
import { t } from '../../i18n/index.ts';
import type { BetDraft } from '../../state/bets/bet-draft-model.ts';
import type { CardMode } from './builder-state.ts';
import { problemId } from './problem-links.ts';
import { RunnerRows } from './runner-rows.tsx';
import { TypeChoice } from './type-choice.tsx';

export function BuilderTop({ model, build }: { model: BetDraft; build: CardMode }) {
	return (
		<>
			<div class="bet-builder-head">
				<h2>{t('bet.slip.more')}</h2>
				<button type="button" class="btn" onClick={build.onClose}>
					{t('bet.close')}
				</button>
			</div>
			<TypeChoice value={model.betType.value} doubles={build.next.length > 0} onChoose={build.builder.choose} />
		</>
	);
}

export function BuilderRows({
	model,
	build,
	shown,
}: {
	model: BetDraft;
	build: CardMode;
	shown: readonly BetProblem[];
}) {
	const form = model.form.value;
	const lists = model.type.value?.selections ?? [];
	const rows = (fields: typeof lists, runners: CardMode['card']['runners']) => {
		// the rows are described by their lists' problems, once the player has earned to see them:
		const mine = shown.filter((p) => fields.some((s) => s.field === p.field));
		return (
			fields.length > 0 && (
				<RunnerRows
					lists={fields}
					runners={runners}
					picked={form}
					onToggle={model.toggleHorse}
					onLeave={() => build.builder.touch(...fields.map((s) => s.field))}
					problem={mine.length ? { 'aria-describedby': mine.map(problemId).join(' ') } : {}}
				/>
			)
		);
	};
	return (
		<>
			{rows(
				lists.filter((s) => s.field !== 'horse2'),
				build.card.runners,
			)}
			{form.race_id2 !== null &&
				rows(
					lists.filter((s) => s.field === 'horse2'),
					model.runners2.value,
				)}
		</>
	);
}
