// The page side of the worker: offers a waiting version, sends SKIP_WAITING on request, reloads once it controls.
import { signal } from '@preact/signals';
import { readOnly } from '../../shared/lib/read-only.ts';

/** The part of workbox-window's Workbox the bridge uses; tests pass a fake. */
export interface WorkboxLike {
	addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
	messageSkipWaiting(): void;
	register(): Promise<unknown>;
	update(): Promise<unknown>;
}

export interface BridgeDeps {
	workbox: WorkboxLike;
	reload: () => void;
	/** Whether a worker already controlled this page when it loaded (not so on the very first visit). */
	hadController: boolean;
	now: () => number;
	log: (...args: unknown[]) => void;
}

/** A tab brought back to the front checks for a new version at most this often. */
export const UPDATE_CHECK_MS = 15 * 60_000;

export function createSwBridge(deps: BridgeDeps) {
	const waiting = signal(false);
	const applying = signal(false);
	let reloading = false;
	let lastCheck = deps.now();

	deps.workbox.addEventListener('waiting', () => {
		waiting.value = true;
	});
	// any change of controller after the first means a new shell: this tab must not keep running the old one.
	deps.workbox.addEventListener('controlling', () => {
		if (reloading || !(deps.hadController || applying.peek())) return;
		reloading = true;
		deps.reload();
	});

	return {
		...readOnly({ updateReady: waiting, applying }),
		register: () => deps.workbox.register().catch((error) => deps.log('service worker not registered:', error)),
		/** The player chose to reload into the new version. */
		applyUpdate() {
			if (applying.peek()) return;
			applying.value = true;
			deps.workbox.messageSkipWaiting();
		},
		/** Later: the new version waits and starts with the next launch. */
		dismissUpdate() {
			waiting.value = false;
		},
		checkForUpdate() {
			if (deps.now() - lastCheck < UPDATE_CHECK_MS) return;
			lastCheck = deps.now();
			deps.workbox.update().catch(() => {});
		},
	};
}

export type SwBridge = ReturnType<typeof createSwBridge>;
