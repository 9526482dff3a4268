// The button that sends a form: busy while the send is out, with a spinner and the in-flight label. It stays enabled
// (the form refuses a second send), so focus stays on it rather than dropping to the page when it is pressed; one
// that moves money (`needsNetwork`) is held, with the reason, while the device is offline.
import { useState } from 'preact/hooks';
import { network } from '../state/shell/network-model.ts';
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
			<button type="submit" class={`btn btn-primary${className ? ` ${className}` : ''}`} aria-busy={busy} {...hold}>
				{busy && <Spinner />}
				{busy ? busyLabel : label}
			</button>
			{reason}
		</>
	);
}
