// The first route's data, asked for by index.html's inline script while the entry downloaded: the first GET with
// the same address and token takes that reply instead of asking again, while the first screen is still loading.

interface EarlyRequest {
	url: string;
	token: string;
	reply: Promise<Response>;
}

export type EarlyHost = { __hcFirst?: EarlyRequest };

function abortable(reply: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
	if (!signal) return reply;
	return new Promise((resolve, reject) => {
		const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
		if (signal.aborted) return abort();
		signal.addEventListener('abort', abort, { once: true });
		reply.then(resolve, reject);
	});
}

/** `fetcher`, but the early reply answers the one call that matches it, while `usable()` (the first screen loads). */
export function earlyFetch(host: EarlyHost, usable: () => boolean, fetcher: typeof fetch): typeof fetch {
	return (input, init) => {
		const early = host.__hcFirst;
		if (early) {
			const method = (init?.method ?? 'GET').toUpperCase();
			const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
			if (!usable()) host.__hcFirst = undefined;
			else if (method === 'GET' && input === early.url && auth === `Bearer ${early.token}`) {
				host.__hcFirst = undefined;
				return abortable(early.reply, init?.signal);
			}
		}
		return fetcher(input, init);
	};
}
