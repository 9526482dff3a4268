// Configuration of the race data provider (docs/race-feed.md): polled over HTTPS when RACE_FEED_URL is set.
import { ConfigError, num } from './env-number.ts';

export interface RaceFeedSettings {
	name: string;
	url: string;
	apiKey: string | null;
	timeoutMs: number;
	/** seconds between polls. */
	everySeconds: number;
}

export function raceFeedFrom(env: NodeJS.ProcessEnv): RaceFeedSettings | null {
	if (!env.RACE_FEED_URL) return null;
	const everySeconds = num(env, 'RACE_FEED_SECONDS');
	if (everySeconds < 5) throw new ConfigError('RACE_FEED_SECONDS', 'must be at least 5');
	return {
		name: env.RACE_FEED_NAME || 'feed',
		url: env.RACE_FEED_URL,
		apiKey: env.RACE_FEED_KEY || null,
		timeoutMs: num(env, 'RACE_FEED_TIMEOUT_MS'),
		everySeconds,
	};
}
