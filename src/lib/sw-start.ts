// Starts the offline layer without delaying the first page: the install offer is held now, the rest loads once the
// first page has its data and the browser is idle.
import { firstContent } from './first-content.ts';

export const DISMISSED_KEY = 'pwa-install-dismissed';

type Host = Pick<Window, 'addEventListener'>;

type Take = (event: Event | null) => void;

/** Listens from the start (the browser offers installing once, often before the app is idle); returns how to hand it on. */
export function holdInstallOffer(win: Pick<Window, 'addEventListener'>) {
	let held: Event | null = null;
	let take: Take = () => {};
	const deliver = (event: Event | null) => {
		held = event;
		take(event);
	};
	win.addEventListener('beforeinstallprompt', (event) => {
		try {
			// a player who said no keeps the browser's own behaviour and never sees ours again:
			if (localStorage.getItem(DISMISSED_KEY) === '1') return;
		} catch {}
		event.preventDefault();
		deliver(event);
	});
	win.addEventListener('appinstalled', () => deliver(null));
	return (to: Take) => {
		take = to;
		to(held);
	};
}

// the install model comes with the prompt's chunk; until then the offer waits in the hold:
let connect = (_to: Take) => {};

/** Hands the held offer, and every later one, to `to` (null: installed another way). */
export const connectInstallOffer = (to: Take) => connect(to);

export function startPwa(
	win: Host = window,
	load: () => Promise<{ mountPwa(): unknown }> = () => import('./sw-register.ts'),
	ready: () => Promise<void> = firstContent.settled,
) {
	connect = holdInstallOffer(win);
	void ready()
		.then(load)
		.then((m) => m.mountPwa())
		.catch((error) => console.warn('offline support not started:', error));
}

// development serves modules straight from source: no worker there.
if (import.meta.env?.PROD) startPwa();
