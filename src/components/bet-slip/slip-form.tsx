// The slip's picks, the stake (presets or typed), the cost, and one tap to place them all.

import { STAKE_PRESETS } from '../../../shared/money/amount.ts';
import { centsFromDollars } from '../../../shared/money/cents-text.ts';
import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { BetSlip } from '../../state/slip/bet-slip-model.ts';
import { stakeCents } from '../../state/slip/bet-slip-quote.ts';
import { Spinner } from '../loading.tsx';
import { openFullForm } from './open-full-form.ts';
import { SlipPickRow } from './slip-pick.tsx';

export function SlipForm({ slip, onPlace }: { slip: BetSlip; onPlace: () => void }) {
	const picks = slip.picks.value;
	const stake = slip.stake.value;
	const open = slip.expanded.value;
	const busy = slip.sending.value;
	const cost = slip.costCents.value;
	const problem = slip.tried.value ? slip.problem.value : null;
	return (
		<form
			class="slip-form"
			noValidate
			onSubmit={(e) => {
				e.preventDefault();
				onPlace();
				void slip.place();
			}}
		>
			<div class="slip-head">
				<h2 id="slip-title" tabIndex={-1}>
					{t('bet.slip.title')}
				</h2>
				{/* not a live region: each change is said once, with what changed, by the slip's news */}
				<span class="slip-count">
					{t('bet.slip.count', { n: picks.length })}
					{cost !== null && ` ·\u00a0${formatMoney(cost)}`}
				</span>
				<button
					type="button"
					class="btn slip-toggle"
					aria-expanded={open}
					aria-controls="slip-body"
					onClick={() => slip.setExpanded(!open)}
				>
					{t(open ? 'bet.slip.hide' : 'bet.slip.show')}
				</button>
			</div>
			<div id="slip-body" class="slip-body" hidden={!open}>
				<ul class="slip-picks">
					{picks.map((p) => (
						<SlipPickRow
							key={`${p.race_id}-${p.bet_type}-${p.horse_id}`}
							slip={slip}
							pick={p}
							stake={stakeCents(stake)}
						/>
					))}
				</ul>
				<label for="slip-stake" class="slip-label">
					{t('bet.slip.stake')}
				</label>
				<div class="slip-stakes">
					{STAKE_PRESETS.map((n) => (
						<button
							key={n}
							type="button"
							class="btn"
							aria-pressed={stakeCents(stake) === centsFromDollars(n)}
							onClick={() => slip.setStake(String(n))}
						>
							{n}
						</button>
					))}
					<input
						id="slip-stake"
						type="text"
						inputMode="decimal"
						autocomplete="off"
						value={stake}
						aria-invalid={problem ? 'true' : undefined}
						aria-describedby={problem ? 'slip-stake-error' : undefined}
						onInput={(e) => slip.setStake(e.currentTarget.value)}
					/>
				</div>
				{problem && (
					<p id="slip-stake-error" class="slip-error" role="alert">
						{t(problem.key, problem.params)}
					</p>
				)}
				<p class="slip-sum">
					<span>{t('bet.slip.cost')}</span>{' '}
					<strong data-testid="slip-cost">{cost === null ? '—' : formatMoney(cost)}</strong>
				</p>
				<p class="slip-note">{t('bet.slip.approx')}</p>
				<div class="slip-actions">
					<button type="button" class="btn" onClick={() => openFullForm(slip, picks)}>
						{t('bet.slip.more')}
					</button>
					<button type="submit" class="btn btn-primary slip-place" aria-busy={busy} aria-disabled={busy}>
						{busy && <Spinner />}
						{busy ? t('bet.slip.placing') : t('bet.slip.submit')}
					</button>
				</div>
			</div>
		</form>
	);
}
