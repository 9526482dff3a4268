// Race data: the provider interface, beside the SMS and payment ones. A provider hands over its current card,
// results and dividends as one document in the shape of docs/race-feed.md; the importer checks and applies it.

/** Why a poll got no card: the provider refused us, it was down, it did not answer in time, or sent no JSON. */
export type FeedFailure = 'rejected' | 'unavailable' | 'timeout' | 'not_json';

export type FeedResult = { ok: true; feed: unknown } | { ok: false; failure: FeedFailure; status: number | null };

export interface RaceDataProvider {
	/** names the provider in the change log and the feed status. */
	readonly name: string;
	fetchCard(): Promise<FeedResult>;
}
