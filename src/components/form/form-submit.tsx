// The end of every form: what went wrong with the last send, then the button, held while a send is in flight.
import { SendButton } from '../send-button.tsx';
export interface FormSubmitProps {
	busy: boolean;
	failure: string;
	label: string;
	busyLabel: string;
}

export function FormSubmit({ busy, failure, label, busyLabel }: FormSubmitProps) {
	return (
		<>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			<SendButton busy={busy} label={label} busyLabel={busyLabel} className="auth-submit" />
		</>
	);
}
