// Imports a race data feed: each meeting's card in one transaction, then what the provider says happened to each
// race (scratchings, the close, the result, a void) through the same correction functions staff use, with the
// provider as the actor. Importing the same feed twice changes nothing and logs nothing.
import type { Db } from '../../../db/db.ts';
import { messageFor } from '../../../i18n/messages.ts';
import { DomainError } from '../../errors.ts';
import type { CorrectionOutcome } from '../corrections/actor.ts';
import { closeRace, resultRace, scratchRunner, voidRace } from '../corrections/race-corrections.ts';
import { seedPools } from '../seeds.ts';
import { writeMeeting, writeRace } from './card-writer.ts';
import { type Change, logChanges } from './feed-log.ts';
import { type FeedRace, parseFeed, type RaceFeed } from './feed-shape.ts';

export interface ImportReport {
	provider: string;
	changes: number;
	/** races the feed names that belong to the simulator (demo data), left alone. */
	skipped: string[];
	/** what the provider said that could not be applied (a result naming a runner not in the field...), by race. */
	problems: string[];
}

interface Options {
	/** cents the house seeds each new race's Win and Place pools with (see docs/bets.md). */
	seedCents: number;
	now: Date;
}

async function raceStatus(db: Db, raceId: number) {
	const { rows } = await db.query<{ status: string; result: { finish: number[][] } | null }>(
		'SELECT status, result FROM races WHERE id = $1',
		[raceId],
	);
	return rows[0]!;
}

/** What the provider says happened, applied after the card: each step is idempotent and audited on its own. */
async function applyOutcome(db: Db, provider: string, raceId: number, key: string, r: FeedRace, now: Date) {
	const actor = (reason: string) => ({ kind: 'feed' as const, id: provider, reason });
	const changes: Change[] = [];
	const stored = await raceStatus(db, raceId);
	// applied, or held for a trader because a person decided the race (then logged once, as held):
	const note = (field: string, done: CorrectionOutcome, after: unknown, before: unknown = null) => {
		if (done.changed) changes.push({ entity: 'race', key, field, before, after });
		else if (done.held) changes.push({ entity: 'race', key, field: `${field} (held for a trader)`, before, after });
	};
	if (r.status === 'abandoned') {
		note('void', await voidRace(db, { race_id: raceId }, actor('abandoned by the provider'), now), true, false);
		return changes;
	}
	const scratched = r.runners.filter((h) => h.scratched).map((h) => h.number);
	if (!r.result) {
		for (const horse_id of scratched) {
			const done = await scratchRunner(db, { race_id: raceId, horse_id }, actor('scratched by the provider'), now);
			note('scratched', done, horse_id, null);
		}
	}
	if (r.status === 'closed' && stored.status === 'open' && (await closeRace(db, raceId)))
		changes.push({ entity: 'race', key, field: 'status', before: 'open', after: 'closed' });
	if (r.result && stored.status !== 'abandoned') {
		const why = r.result.protest_upheld
			? 'protest upheld'
			: stored.result
				? 'result corrected by the provider'
				: 'official result';
		const input = { race_id: raceId, finish: r.result.finish, scratched };
		note('result', await resultRace(db, input, actor(why), now), r.result.finish, stored.result?.finish ?? null);
	}
	return changes;
}

export async function importFeed(db: Db, raw: unknown, opts: Options): Promise<ImportReport> {
	const feed: RaceFeed = parseFeed(raw);
	const report: ImportReport = { provider: feed.provider, changes: 0, skipped: [], problems: [] };
	for (const m of feed.meetings) {
		const mkey = `${m.date}/${m.code}`;
		const written = await db.tx(async (tx) => {
			const meeting = await writeMeeting(tx, m);
			const races: { id: number; race: FeedRace; key: string }[] = [];
			const changes = [...meeting.changes];
			const fresh: number[] = [];
			for (const r of m.races) {
				const race = await writeRace(tx, meeting.id, mkey, r);
				if (!race) {
					report.skipped.push(`${mkey}/R${r.number}`);
					continue;
				}
				if (race.created && race.status === 'open') fresh.push(race.id);
				changes.push(...race.changes);
				races.push({ id: race.id, race: r, key: `${mkey}/R${r.number}` });
			}
			await seedPools(tx, fresh, opts.seedCents, `feed:${mkey}`, opts.now);
			await logChanges(tx, feed.provider, changes, opts.now);
			return { races, changes: changes.length };
		});
		report.changes += written.changes;
		for (const { id, race, key } of written.races) {
			try {
				const changes = await applyOutcome(db, feed.provider, id, key, race, opts.now);
				await logChanges(db, feed.provider, changes, opts.now);
				report.changes += changes.length;
			} catch (err) {
				// one race the provider got wrong does not hold up the rest of the card:
				if (!(err instanceof DomainError)) throw err;
				report.problems.push(`${key}: ${messageFor('en', err.code, err.params)}`);
			}
		}
	}
	return report;
}
