// The app's live model, wired to the app's http client, the system clock and the browser's EventSource.
import { http } from '../../api/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { createLive, type LiveModel } from './live-model.ts';

let shared: LiveModel | undefined;

/** The app's live model, made on first use so the live chunk alone pays for it. */
export function appLive(): LiveModel {
	shared ??= createLive({ http, clock: systemClock, connect: (url) => new EventSource(url) });
	return shared;
}
