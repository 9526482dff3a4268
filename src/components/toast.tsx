import { toast as sharedToast } from '../state/shell/toast-model.ts';
import { Spinner } from './loading.tsx';

export function ToastHost({ toast = sharedToast }: { toast?: typeof sharedToast }) {
	const current = toast.value;
	// the live region stays mounted so screen readers announce each new text:
	return (
		<div class="toast-region" role="status" aria-live="polite">
			{current && (
				<div class="toast" key={current.id}>
					{current.loading && <Spinner />}
					<span>{current.text}</span>
				</div>
			)}
		</div>
	);
}
