// `races ...` operator commands: import a feed file, result, correct, scratch, void and refund, through the same
// domain functions the back office and the feed use, with the operator as the actor.
import { readFile } from 'node:fs/promises';
import type { Deps } from '../deps.ts';
import { OperatorError } from '../domain/errors.ts';
import type { Actor } from '../domain/racing/corrections/actor.ts';
import { resultRace, scratchRunner, voidRace } from '../domain/racing/corrections/race-corrections.ts';
import { refundOrder } from '../domain/racing/corrections/refund-order.ts';
import { feedReport } from '../domain/racing/feed/feed-log.ts';
import { importFeed } from '../domain/racing/feed/import-feed.ts';
import { racingSettings } from '../domain/racing/settings.ts';
import type { Args } from './args.ts';

export const RACES_USAGE = `  races import <file.json>                        (a race data feed document: docs/race-feed.md)
  races feed [--limit N]                          (each provider's last poll and the latest feed changes)
  races result <race_id> <finish> --reason <text> (finish: 2,3,1=4 is 2 first, 3 second, 1 and 4 dead-heating third)
  races scratch <race_id> <runner> --reason <text>
  races void <race_id> --reason <text>            (every bet on the race refunded)
  races refund <order_id> --reason <text>         (one race order refunded in full)`;

const id = (s: string | undefined, what: string) => {
	if (!s || !/^\d+$/.test(s)) throw new OperatorError(`${what} is required`);
	return Number(s);
};

/** `2,3,1=4` → [[2], [3], [1, 4]]: commas between places, `=` between runners dead-heating. */
export function parseFinish(text: string | undefined): number[][] {
	if (!text || !/^\d+(=\d+)*(,\d+(=\d+)*)*$/.test(text)) throw new OperatorError('finish must look like 2,3,1=4');
	return text.split(',').map((place) => place.split('=').map(Number));
}

export async function racesCommand(deps: Deps, operator: string, { positional, flags }: Args) {
	const [, sub, a, b] = positional;
	const now = deps.clock.now();
	const actor = (): Actor => ({ kind: 'operator', id: operator, reason: flags.reason ?? '' });
	switch (sub) {
		case 'import': {
			if (!a) throw new OperatorError('a file is required');
			let raw: unknown;
			try {
				raw = JSON.parse(await readFile(a, 'utf8'));
			} catch (err) {
				throw new OperatorError(`cannot read ${a}: ${err instanceof Error ? err.message : String(err)}`);
			}
			return importFeed(deps.db, raw, { seedCents: racingSettings(deps.config).poolSeedCents, now });
		}
		case 'feed':
			return feedReport(deps.db, Number(flags.limit ?? 50) || 50);
		case 'result':
			return resultRace(deps.db, { race_id: id(a, 'a race id'), finish: parseFinish(b) }, actor(), now);
		case 'scratch':
			return scratchRunner(deps.db, { race_id: id(a, 'a race id'), horse_id: id(b, 'a runner number') }, actor(), now);
		case 'void':
			return voidRace(deps.db, { race_id: id(a, 'a race id') }, actor(), now);
		case 'refund':
			return refundOrder(deps.db, { order_id: id(a, 'an order id') }, actor(), now);
		default:
			throw new OperatorError(`races commands:\n${RACES_USAGE}`);
	}
}
