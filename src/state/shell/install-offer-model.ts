// The browser's install offer, handed over by the starter that held it; shown once revealed, until used or dismissed for good.
import { computed, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { DISMISSED_KEY } from '../../lib/sw-start.ts';

/** The part of Chrome's BeforeInstallPromptEvent we use. */
export interface InstallEvent extends Event {
	prompt(): Promise<unknown>;
	userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Store = Pick<Storage, 'setItem'>;

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
	// held back until the player has settled in, so the bar never paints with the page:
	const ready = signal(false);

	function remember() {
		try {
			storage?.setItem(DISMISSED_KEY, '1');
		} catch {}
		offer.value = null;
	}

	return {
		visible: computed(() => ready.value && offer.value !== null),
		...readOnly({ busy }),
		/** The browser offered installing; null when the app got installed another way. */
		take(event: Event | null) {
			offer.value = event as InstallEvent | null;
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
		reveal() {
			ready.value = true;
		},
	};
}

export type InstallOffer = ReturnType<typeof createInstallOffer>;
