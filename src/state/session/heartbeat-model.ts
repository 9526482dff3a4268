// Tells the server the player is still here: a first beat after a delay, then one every 60 s until stopped.
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';

const HEARTBEAT_EVERY = 60_000;

export function createHeartbeat(beat: () => Promise<unknown>, clock: Clock, logger: Logger) {
	let first: unknown = null;
	let repeat: unknown = null;
	const send = () => {
		beat().catch((error) => logger.warn('heartbeat failed:', error));
	};
	const stop = () => {
		clock.clearTimeout(first);
		clock.clearInterval(repeat);
		first = repeat = null;
	};
	return {
		/**
		 * delay 0 beats at once (a restored session): as soon as the script that started it has run, so the first
		 * page's request, sent by the same script, is on the wire first and gets the connection the page came on
		 * (a new one costs a round trip); a promise (the first screen painted) beats when it settles. Sign-in waits
		 * 500 ms.
		 */
		start(delay: number | Promise<unknown>) {
			stop();
			const run = () => {
				first = null;
				send();
				repeat = clock.setInterval(send, HEARTBEAT_EVERY);
			};
			if (typeof delay === 'number' && delay > 0) {
				first = clock.setTimeout(run, delay);
				return;
			}
			const pending = {};
			first = pending;
			// unless stopped or started again in the meantime:
			const go = () => first === pending && run();
			if (typeof delay === 'number') queueMicrotask(go);
			else delay.then(go, go);
		},
		stop,
		get running() {
			return first != null || repeat != null;
		},
	};
}
