// Phone layout below 500 px, mirrored to a class on the root element for the stylesheets.
const PHONE_QUERY = '(max-width: 500px)';

export function watchLayout(win: Pick<Window, 'matchMedia'> = window, root: HTMLElement = document.documentElement) {
	const query = win.matchMedia(PHONE_QUERY);
	const apply = () => {
		root.classList.toggle('phone', query.matches);
	};
	apply();
	query.addEventListener('change', apply);
	return () => query.removeEventListener('change', apply);
}
