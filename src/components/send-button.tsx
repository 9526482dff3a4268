// The button that sends a form: held while the send is out, with a spinner and the in-flight label; one that moves
// money (`needsNetwork`) also says so while the device is offline.
import { useState } from 'preact/compat';
import { network } from '../state/network.ts';
import { Spinner } from './loading.tsx';
import { offlineHold } from './offline-hold.tsx';

export interface SendButtonProps {
	busy: boolean;
	label: string;
	busyLabel: string;
	className?: string;
	needsNetwork?: boolean;
}

let made = 0;

export function SendButton({ busy, label, busyLabel, className, needsNetwork }: SendButtonProps) {
	const [id] = useState(() => `send-reason-${++made}`);
	const { hold, reason } = offlineHold(id, !needsNetwork || network.online.value);
	return (
		<>
			<button
				type="submit"
				class={`btn btn-primary${className ? ` ${className}` : ''}`}
				disabled={busy}
				aria-busy={busy}
				{...hold}
			>
				{busy && <Spinner />}
				{busy ? busyLabel : label}
			</button>
			{reason}
		</>
	);
}
