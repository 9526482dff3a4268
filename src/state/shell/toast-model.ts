// One toast at a time: a new one replaces the old; a loading toast stays until hideToast().
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';

export const TOAST_DURATION_MS = 1500;

export interface Toast {
	id: number;
	text: string;
	loading: boolean;
}

export interface ToastOptions {
	duration?: number;
	loading?: boolean;
}

export function createToasts(clock: Clock = systemClock) {
	const current = signal<Toast | null>(null);
	let timer: unknown;
	let seq = 0;

	const hide = () => {
		clock.clearTimeout(timer);
		current.value = null;
	};
	const show = (text: string, { duration = TOAST_DURATION_MS, loading = false }: ToastOptions = {}) => {
		clock.clearTimeout(timer);
		const toast = { id: ++seq, text, loading };
		current.value = toast;
		if (!loading) {
			timer = clock.setTimeout(() => {
				if (current.peek() === toast) current.value = null;
			}, duration);
		}
		return toast.id;
	};
	return { ...readOnly({ toast: current }), show, hide };
}
