// The browser's install offer: captured when beforeinstallprompt fires, shown until used or dismissed for good.
import { computed, signal } from '@preact/signals';

export const DISMISSED_KEY = 'pwa-install-dismissed';

/** The part of Chrome's BeforeInstallPromptEvent we use. */
export interface InstallEvent extends Event {
	prompt(): Promise<unknown>;
	userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Host = Pick<Window, 'addEventListener'>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

function safeStorage(): Store | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

export function createInstallOffer(storage: Store | null = safeStorage()) {
	const offer = signal<InstallEvent | null>(null);
	const busy = signal(false);
	const dismissed = () => storage?.getItem(DISMISSED_KEY) === '1';

	function remember() {
		try {
			storage?.setItem(DISMISSED_KEY, '1');
		} catch {}
		offer.value = null;
	}

	return {
		visible: computed(() => offer.value !== null),
		busy: computed(() => busy.value),
		/** Listens from the start: the event comes once, often before the app is idle. */
		capture(win: Host) {
			win.addEventListener('beforeinstallprompt', (event) => {
				// a player who said no keeps the browser's own behaviour and never sees ours again:
				if (dismissed()) return;
				event.preventDefault();
				offer.value = event as InstallEvent;
			});
			win.addEventListener('appinstalled', () => {
				offer.value = null;
			});
		},
		async install() {
			const event = offer.peek();
			if (!event || busy.peek()) return;
			busy.value = true;
			try {
				await event.prompt();
				const { outcome } = await event.userChoice;
				if (outcome === 'dismissed') remember();
			} catch {
				// the event can be used once; a second prompt() throws, so the offer is gone either way.
			} finally {
				busy.value = false;
				offer.value = null;
			}
		},
		dismiss: remember,
	};
}

export type InstallOffer = ReturnType<typeof createInstallOffer>;

export const installOffer = createInstallOffer();
