// The builder's bet type: one radio a type, drawn as chips, so every choice shows at once (never a 'Select').
import { t } from '../../i18n/index.ts';
import { takeFocus } from '../focus/focus-next.ts';
import { BUILDER_TYPES } from './builder-state.ts';

export function TypeChoice({
	value,
	doubles,
	onChoose,
}: {
	value: number;
	/** A later race at this meeting is open, so a double can be had. */
	doubles: boolean;
	onChoose: (index: number) => void;
}) {
	const types = doubles ? BUILDER_TYPES : BUILDER_TYPES.filter((bt) => bt.legs === 1);
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
