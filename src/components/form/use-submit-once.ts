// One send per tap for the wallet and account forms: busy while in flight, the failure as the player reads it.
import { useRef, useState } from 'preact/compat';
import { submitError } from './submit-error.ts';

export function useSubmitOnce() {
	const [busy, setBusy] = useState(false);
	const [failure, setFailure] = useState('');
	// a ref, not state: a second tap can land before the busy state renders:
	const sending = useRef(false);
	const run = async (action: () => Promise<unknown>) => {
		if (sending.current) return;
		sending.current = true;
		setBusy(true);
		setFailure('');
		try {
			await action();
		} catch (error) {
			setFailure(submitError(error));
		} finally {
			sending.current = false;
			setBusy(false);
		}
	};
	return { busy, failure, run };
}
