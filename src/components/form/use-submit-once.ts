// One send per tap: busy while in flight, the failure as the player reads it.
import { useRef, useState } from 'preact/hooks';

/** `textOf` words a failure (`submitError` for the wallet and account forms), shown once, by the form's alert. */
export function useSubmitOnce(textOf: (error: unknown) => string) {
	const [busy, setBusy] = useState(false);
	const [failure, setFailure] = useState('');
	// a ref, not state: a second tap can land before the busy state renders:
	const sending = useRef(false);
	/** Shows what went wrong with this form's send or a request beside it (a code); null clears it. */
	const report = (error: unknown) => {
		if (error === null) return setFailure('');
		setFailure(textOf(error));
	};
	const run = async (action: () => Promise<unknown>) => {
		if (sending.current) return;
		sending.current = true;
		setBusy(true);
		report(null);
		try {
			await action();
		} catch (error) {
			report(error);
		} finally {
			sending.current = false;
			setBusy(false);
		}
	};
	return { busy, failure, run, report };
}
