// An amount box with quick picks; the value stays the text typed, cents are worked out by the form.
import { t } from '../i18n/index.ts';

export interface MoneyInputProps {
	id: string;
	label: string;
	value: string;
	onValue(value: string): void;
	/** Whole amounts offered as one-tap buttons. */
	picks?: number[];
	error?: string | undefined;
	hint?: string;
	disabled?: boolean;
}

export function MoneyInput({ id, label, value, onValue, picks = [], error, hint, disabled }: MoneyInputProps) {
	const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
	return (
		<div class="auth-field money-input">
			<label for={id}>{label}</label>
			<div class="auth-input-row">
				<input
					id={id}
					type="text"
					inputMode="decimal"
					autocomplete="off"
					placeholder={t('wallet.amountHint')}
					value={value}
					disabled={disabled}
					aria-invalid={error ? 'true' : undefined}
					aria-describedby={described || undefined}
					onInput={(e) => onValue(e.currentTarget.value)}
				/>
			</div>
			{hint && (
				<p id={`${id}-hint`} class="money-hint">
					{hint}
				</p>
			)}
			{picks.length > 0 && (
				<fieldset class="money-picks" aria-label={t('wallet.quickPicks')}>
					{picks.map((pick) => (
						<button
							key={pick}
							type="button"
							class="btn"
							disabled={disabled}
							aria-pressed={value === String(pick)}
							onClick={() => onValue(String(pick))}
						>
							{pick}
						</button>
					))}
				</fieldset>
			)}
			{error && (
				<p id={`${id}-error`} class="auth-error" role="alert">
					{error}
				</p>
			)}
		</div>
	);
}
