// Phone layout below 500 px, mirrored to a class so CSS and components agree.
import { computed, signal } from '@preact/signals';

export const PHONE_QUERY = '(max-width: 500px)';
const isPhone = signal(true);

export const phone = computed(() => isPhone.value);

export function watchLayout(win: Pick<Window, 'matchMedia'> = window, root: HTMLElement = document.documentElement) {
	const query = win.matchMedia(PHONE_QUERY);
	const apply = () => {
		isPhone.value = query.matches;
		root.classList.toggle('phone', query.matches);
	};
	apply();
	query.addEventListener('change', apply);
	return () => query.removeEventListener('change', apply);
}
