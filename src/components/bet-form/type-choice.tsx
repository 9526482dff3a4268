// The builder's bet type: one radio a type, drawn as chips, so every choice shows at once (never a 'Select').

import type { BetType } from '../../../shared/bets/bet-types.ts';
import { t } from '../../i18n/index.ts';
import { takeFocus } from '../focus/focus-next.ts';

export function TypeChoice({
	types: offered,
	value,
	doubles,
	onChoose,
}: {
	/** The types on offer: on a race card, those the slip does not take. */
	types: readonly BetType[];
	value: number;
	/** A later race at this meeting is open, so a double can be had. */
	doubles: boolean;
	onChoose: (index: number) => void;
}) {
	const types = doubles ? offered : offered.filter((bt) => bt.legs === 1);
	// the chosen type (else the first) is the one focus lands on: the form's first field, '#bet-type':
	const focusAt = types.some((bt) => bt.index === value) ? value : types[0]!.index;
	return (
		<fieldset class="bet-types">
			<legend>{t('bet.betType')}</legend>
			{types.map((bt) => (
				<label key={bt.index} class="bet-chip">
					<input
						type="radio"
						name="bet-type"
						id={bt.index === focusAt ? 'bet-type' : undefined}
						ref={takeFocus}
						value={bt.index}
						checked={bt.index === value}
						onChange={() => onChoose(bt.index)}
					/>
					<span class="btn">{t(bt.key)}</span>
				</label>
			))}
		</fieldset>
	);
}
