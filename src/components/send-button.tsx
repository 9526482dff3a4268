// The button that sends a form: busy while the send is out, with a spinner and the in-flight label. It stays enabled
// (the form refuses a second send), so focus stays on it rather than dropping to the page when it is pressed.
import { Spinner } from './loading.tsx';

export interface SendButtonProps {
	busy: boolean;
	label: string;
	busyLabel: string;
	className?: string;
}

export function SendButton({ busy, label, busyLabel, className }: SendButtonProps) {
	return (
		<button type="submit" class={`btn btn-primary${className ? ` ${className}` : ''}`} aria-busy={busy}>
			{busy && <Spinner />}
			{busy ? busyLabel : label}
		</button>
	);
}
