// The race data feed's JSON, as docs/race-feed.md describes it: checked whole before anything is written.
import * as v from 'valibot';
import { DEFAULT_EVENT_TYPE, EVENT_TYPES } from '../../../../shared/racing/event-types.ts';
import { DomainError } from '../../errors.ts';

const POOLS = ['win', 'place', 'quinella', 'exacta', 'trifecta', 'first4', 'doubleWin', 'doublePlace'] as const;
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const instant = v.pipe(v.string(), v.isoTimestamp());

const Runner = v.object({
	number: int(1, 40),
	name: text(60),
	// the runner's name in Chinese, shown to Chinese players; absent: the English name
	name_zh: v.optional(text(60)),
	barrier: int(0, 40),
	jockey: text(60),
	trainer: v.optional(text(60)),
	weight_kg: v.optional(v.pipe(v.number(), v.minValue(30), v.maxValue(100))),
	silks: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))), v.minLength(1), v.maxLength(3))),
	scratched: v.optional(v.boolean(), false),
	// the provider's market price, which spreads the house's seed; without it every runner gets an equal share:
	price: v.optional(v.pipe(v.number(), v.minValue(1.01), v.maxValue(1000))),
});

const Dividend = v.object({
	pool: v.picklist(POOLS),
	combo: v.pipe(v.array(int(1, 40)), v.minLength(1), v.maxLength(4)),
	dividend: v.pipe(v.number(), v.minValue(1), v.maxValue(1_000_000)),
});

const Race = v.object({
	number: int(1, 30),
	name: v.optional(text(120)),
	distance: int(100, 10_000),
	start: instant,
	pools: v.optional(v.array(v.picklist(POOLS))),
	status: v.optional(v.picklist(['open', 'closed', 'resulted', 'abandoned']), 'open'),
	runners: v.pipe(v.array(Runner), v.minLength(1), v.maxLength(40)),
	// the official finish after any protest: groups of runner numbers, a dead heat sharing a group:
	result: v.optional(
		v.object({
			finish: v.pipe(v.array(v.pipe(v.array(int(1, 40)), v.minLength(1))), v.minLength(1)),
			protest_upheld: v.optional(v.boolean(), false),
		}),
	),
	dividends: v.optional(v.array(Dividend)),
});

const Meeting = v.object({
	code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,8}$/)),
	venue: text(60),
	venue_zh: v.optional(text(60)),
	date: v.pipe(v.string(), v.isoDate()),
	type: v.optional(v.picklist(EVENT_TYPES), DEFAULT_EVENT_TYPE),
	time_zone: text(60),
	races: v.array(Race),
});

const Feed = v.object({
	provider: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/)),
	sent_at: v.optional(instant),
	meetings: v.array(Meeting),
});

export type RaceFeed = v.InferOutput<typeof Feed>;
export type FeedMeeting = RaceFeed['meetings'][number];
export type FeedRace = FeedMeeting['races'][number];
export type FeedRunner = FeedRace['runners'][number];

const zoneOk = (zone: string) => {
	try {
		new Intl.DateTimeFormat('en', { timeZone: zone });
		return true;
	} catch {
		return false;
	}
};

/** The feed, or a refusal naming the first problem's path (never echoing the provider's values). */
export function parseFeed(raw: unknown): RaceFeed {
	const parsed = v.safeParse(Feed, raw);
	if (!parsed.success) {
		const issue = parsed.issues[0];
		const path = v.getDotPath(issue) ?? 'feed';
		throw new DomainError('feed_invalid', { problem: `${path}: ${issue.expected ?? issue.kind}` });
	}
	for (const m of parsed.output.meetings) {
		if (!zoneOk(m.time_zone))
			throw new DomainError('feed_invalid', { problem: `meeting ${m.code}: unknown time zone` });
		for (const r of m.races) {
			const numbers = new Set(r.runners.map((h) => h.number));
			if (numbers.size !== r.runners.length)
				throw new DomainError('feed_invalid', { problem: `${m.code} race ${r.number}: a runner number twice` });
		}
	}
	return parsed.output;
}
