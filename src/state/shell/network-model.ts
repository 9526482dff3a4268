// Whether the device is online, as one signal: the offline bar, the money buttons and the refresh on reconnect read it.
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { EventHost } from '../../lib/hash-nav.ts';

export type NetworkWindow = EventHost & { navigator: Pick<Navigator, 'onLine'> };

export function createNetwork(win?: NetworkWindow) {
	const online = signal(win?.navigator.onLine !== false);
	const comeBack = new Set<() => void>();
	win?.addEventListener('offline', () => {
		online.value = false;
	});
	win?.addEventListener('online', () => {
		online.value = true;
		for (const run of comeBack) run();
	});
	return {
		...readOnly({ online }),
		/** Runs `run` each time the connection returns; the answer stops it. */
		onReconnect(run: () => void): () => void {
			comeBack.add(run);
			return () => void comeBack.delete(run);
		},
	};
}
