// The button that sends a form: held while the send is out, with a spinner and the in-flight label.
import { Spinner } from './loading.tsx';

export interface SendButtonProps {
	busy: boolean;
	label: string;
	busyLabel: string;
	className?: string;
}

export function SendButton({ busy, label, busyLabel, className }: SendButtonProps) {
	return (
		<button type="submit" class={`btn btn-primary${className ? ` ${className}` : ''}`} disabled={busy} aria-busy={busy}>
			{busy && <Spinner />}
			{busy ? busyLabel : label}
		</button>
	);
}
