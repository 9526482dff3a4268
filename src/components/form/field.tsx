// A labelled input with its validation message tied to it for screen readers, and the kinds of input several forms
// ask for, typed the same everywhere so password managers and keyboards treat them alike.
import type { JSX } from 'preact';

interface FieldProps {
	type?: 'text' | 'password' | 'tel';
	autocomplete?: string;
	autocapitalize?: 'off' | 'none';
	inputMode?: 'text' | 'numeric' | 'tel';
	maxLength?: number;
	id: string;
	label: string;
	value: string;
	error?: string | undefined;
	onValue(value: string): void;
	children?: JSX.Element | false;
}

export function Field({ id, label, value, error, onValue, children, type = 'text', ...input }: FieldProps) {
	return (
		<div class="auth-field">
			<label for={id}>{label}</label>
			<div class="auth-input-row">
				<input
					{...input}
					// preact types inputs as a union keyed by type; all three kinds take these same attributes:
					type={type as 'text'}
					id={id}
					value={value}
					aria-invalid={error ? 'true' : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					onInput={(e) => onValue(e.currentTarget.value)}
				/>
				{children}
			</div>
			{error && (
				<p id={`${id}-error`} class="auth-error" role="alert">
					{error}
				</p>
			)}
		</div>
	);
}

/** The six digits texted to the phone. */
export const SMS_CODE = { autocomplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 } as const;
export const USER_NAME = { autocomplete: 'username', autocapitalize: 'off' } as const;
export const CURRENT_PASSWORD = { type: 'password', autocomplete: 'current-password' } as const;
// the server takes 8 to 64 characters:
export const NEW_PASSWORD = { type: 'password', autocomplete: 'new-password', maxLength: 64 } as const;
