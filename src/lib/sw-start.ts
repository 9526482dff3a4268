// Starts the offline layer without delaying the first page: the install offer is held now, the rest loads once the
// first page has its data and the browser is idle.
import { firstContent } from './first-content.ts';

export const DISMISSED_KEY = 'pwa-install-dismissed';

type Host = Pick<Window, 'addEventListener'>;

/** Takes the browser's install offer (null: the app got installed another way). */
type TakeOffer = (event: Event | null) => void;

/** Hands the held offer, and every later one, to whoever takes it. */
export type ConnectOffer = (to: TakeOffer) => void;

/** What loads later: the worker and the prompts, given the held install offer. */
export interface PwaMount {
	mountPwa(connectOffer: ConnectOffer): unknown;
}

/** Listens from the start (the browser offers installing once, often before the app is idle); returns how to hand it on. */
export function holdInstallOffer(win: Host): ConnectOffer {
	let held: Event | null = null;
	let take: TakeOffer = () => {};
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
	return (to) => {
		take = to;
		to(held);
	};
}

/** Holds the install offer now; once the first page has settled, loads the rest and hands the offer to it. */
export function startPwa(
	win: Host,
	load: () => Promise<PwaMount>,
	ready: () => Promise<void> = firstContent.settledTask,
) {
	const connectOffer = holdInstallOffer(win);
	void ready()
		.then(load)
		.then((m) => m.mountPwa(connectOffer))
		.catch((error) => console.warn('offline support not started:', error));
}
