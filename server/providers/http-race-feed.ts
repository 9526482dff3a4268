// A race data provider over HTTPS: GET its URL with a bearer key and a deadline; the reply is the feed document.

import type { FetchFn } from './post-json.ts';
import type { FeedFailure, FeedResult, RaceDataProvider } from './race-data-provider.ts';

export interface RaceFeedConfig {
	name: string;
	url: string;
	apiKey: string | null;
	timeoutMs: number;
}

const failureOf = (status: number): FeedFailure => (status >= 500 || status === 429 ? 'unavailable' : 'rejected');

export function createHttpRaceFeed(config: RaceFeedConfig, fetchFn: FetchFn = fetch): RaceDataProvider {
	const headers: Record<string, string> = { accept: 'application/json' };
	if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
	return {
		name: config.name,
		async fetchCard(): Promise<FeedResult> {
			let res: Response;
			try {
				res = await fetchFn(config.url, { headers, signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' });
			} catch (err) {
				const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
				return { ok: false, failure: timeout ? 'timeout' : 'unavailable', status: null };
			}
			if (!res.ok) {
				await res.body?.cancel();
				return { ok: false, failure: failureOf(res.status), status: res.status };
			}
			try {
				return { ok: true, feed: JSON.parse(await res.text()) };
			} catch {
				return { ok: false, failure: 'not_json', status: res.status };
			}
		},
	};
}
