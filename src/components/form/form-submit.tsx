// The end of every form: what went wrong with the last send, then the button, held while a send is in flight.
import { SendButton } from '../send-button.tsx';
export interface FormSubmitProps {
	busy: boolean;
	failure: string;
	label: string;
	busyLabel: string;
	/** It moves money: held with its reason while offline. */
	needsNetwork?: boolean;
}

export function FormSubmit({ busy, failure, label, busyLabel, needsNetwork }: FormSubmitProps) {
	return (
		<>
			{failure && (
				<p class="auth-error" role="alert">
					{failure}
				</p>
			)}
			<SendButton busy={busy} label={label} busyLabel={busyLabel} className="auth-submit" needsNetwork={needsNetwork} />
		</>
	);
}
