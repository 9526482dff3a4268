// The worker's first install downloads the whole app. On a phone saving data, or on a 2G link, that waits until the
// player is on a better connection, so the player's own requests keep the line to themselves.

/** The part of the Network Information API this needs (Chromium's `navigator.connection`). */
export interface ConnectionLike extends Pick<EventTarget, 'addEventListener'> {
	saveData?: boolean;
	effectiveType?: string;
}

/** A browser that says nothing of its connection is taken at its word: room enough. */
const isRoomy = (c: ConnectionLike | undefined) => !c || (!c.saveData && !/2g/.test(c.effectiveType ?? ''));

/** Resolves once the connection has room for a large download: at once, or on the first change that gives it. */
export const roomyConnection = ({ connection: c }: { connection?: ConnectionLike }) =>
	new Promise<void>((go) => {
		const check = () => isRoomy(c) && go();
		check();
		// a promise settles once: later changes are no-ops
		c?.addEventListener('change', check);
	});
