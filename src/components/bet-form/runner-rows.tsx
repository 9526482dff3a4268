// The builder's runners as the race card shows them: a row each with number, silks, name and Win price, and a
// toggle per list the bet type reads (one for a Quinella, 1st to 4th for a First 4); scratched runners take none.
import type { HorseId, Selections } from '../../../shared/bets/bet-request.ts';
import type { BetType } from '../../../shared/bets/bet-types.ts';
import { t } from '../../i18n/index.ts';
import type { Runner } from '../../state/races/race-card-model.ts';
import { Silks } from '../silks.tsx';

export function RunnerRows({
	lists,
	runners,
	picked,
	onToggle,
	onLeave,
	problem,
	failed,
	onRetry,
}: {
	lists: BetType['selections'];
	runners: readonly Runner[];
	picked: Selections;
	onToggle: (field: BetType['selections'][number]['field'], id: HorseId) => void;
	/** Focus left the rows: the player has had their go at these lists. */
	onLeave: () => void;
	problem?: Record<string, string>;
	/** The runners could not be had (e.g. offline): said, with a way to ask again. */
	failed?: boolean;
	onRetry?: () => void;
}) {
	const one = lists.length === 1;
	return (
		<fieldset
			id={`bet-${lists[0]?.field}`}
			class="bet-rows"
			data-field={one ? lists[0]?.field : undefined}
			{...problem}
			onFocusOut={(e) => {
				if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
			}}
		>
			<legend>{one ? t(lists[0]!.key) : t('bet.sel.runners')}</legend>
			{runners.length === 0 && (
				<p class="bet-note">
					{t(failed ? 'bet.runnersFailed' : 'bet.loadingRunners')}
					{failed && onRetry && (
						<button type="button" class="btn" onClick={onRetry}>
							{t('common.retry')}
						</button>
					)}
				</p>
			)}
			{runners.map((r) => (
				<div key={r.horse_id} class={r.scratched ? 'line-row bet-row scratched' : 'line-row bet-row'}>
					<span class="runner-no">{r.horse_id}</span>
					{r.silks && <Silks silks={r.silks} size={22} />}
					<span class="bet-row-name">{r.name}</span>
					{r.win_price != null && !r.scratched && <span class="bet-row-price">{r.win_price.toFixed(2)}</span>}
					{lists.map((s) => (
						<label key={s.field} class="bet-chip">
							<input
								type="checkbox"
								id={`bet-${s.field}-${r.horse_id}`}
								data-field={s.field}
								checked={picked[s.field].includes(r.horse_id)}
								disabled={r.scratched}
								aria-label={`${t(s.key)}: ${r.horse_id} ${r.name}`}
								onChange={() => onToggle(s.field, r.horse_id)}
							/>
							<span class="btn" aria-hidden="true">
								{one ? '✓' : t(s.key)}
							</span>
						</label>
					))}
				</div>
			))}
		</fieldset>
	);
}
