// Starts the offline layer without delaying the first paint: the install offer is caught now, the rest loads on idle.
import { installOffer } from '../components/install-model.ts';

type Host = Pick<Window, 'addEventListener' | 'setTimeout'> & {
	requestIdleCallback?: (fn: () => void) => unknown;
	document?: Pick<Document, 'readyState'>;
};

export function startPwa(
	win: Host = window,
	load: () => Promise<{ mountPwa(): unknown }> = () => import('./sw-register.ts'),
) {
	installOffer.capture(win);
	const mount = () =>
		load()
			.then((m) => m.mountPwa())
			.catch((error) => console.warn('offline support not started:', error));
	const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(mount) : win.setTimeout(mount, 1));
	if (win.document?.readyState === 'complete') idle();
	else win.addEventListener('load', idle, { once: true });
}

// development serves modules straight from source: no worker there.
if (import.meta.env?.PROD) startPwa();
