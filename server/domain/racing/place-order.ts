// Placing race orders. Bets go through one group-commit pipeline per database: the bets that arrive
// while a batch is being written are checked and written together in the next transaction.

import type { OrderView } from '../../../shared/bets/order-view.ts';
import type { Db } from '../../db/db.ts';
import { createGroupCommit, type GroupCommit } from '../../db/group-commit.ts';
import type { Deps } from '../../deps.ts';
import { NO_APPROX } from '../tote/approx-return.ts';
import { type BetAnswer, isRetryable } from './bet-answers.ts';
import { type QueuedBet, runBetBatch } from './bet-batch.ts';
import type { OrderInput } from './bet-plan.ts';
import { racingSettings } from './settings.ts';

export { BETS_HELD } from './bet-batch.ts';
export type { OrderInput } from './bet-plan.ts';

// past this a batch's transaction holds the embedded database long enough to stall reads beside it:
const MAX_BATCH = 200;
const ATTEMPTS = 3;

/** Runs a batch again when PostgreSQL chose it as a deadlock or serialization victim. */
async function runWithRetry(deps: Deps, requests: QueuedBet[]) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await runBetBatch(deps, requests);
		} catch (err) {
			if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
		}
	}
}

const pipelines = new WeakMap<Db, GroupCommit<QueuedBet, BetAnswer>>();

/** The process's pipeline for this database; PostgreSQL gets two batches in flight, PGlite has one connection. */
export function betPipeline(deps: Deps): GroupCommit<QueuedBet, BetAnswer> {
	let pipeline = pipelines.get(deps.db);
	if (!pipeline) {
		const parallel = deps.db.kind === 'pg' ? 2 : 1;
		const gapMs = racingSettings(deps.config).betBatchGapMs;
		const write = (items: QueuedBet[]) => {
			deps.metrics?.batch(items.length);
			return runWithRetry(deps, items);
		};
		pipeline = createGroupCommit(write, { maxBatch: MAX_BATCH, parallel, gapMs });
		pipelines.set(deps.db, pipeline);
	}
	return pipeline;
}

/** Places one order outside any request (demo data): no Idempotency-Key reply is stored. */
export async function placeOrder(deps: Deps, userId: number, input: OrderInput, key: string): Promise<OrderView> {
	const request = { userId, key, claim: null, input, refused: null, lang: 'en', approx: NO_APPROX } as const;
	const [answer] = await runWithRetry(deps, [request]);
	// demo data only: a refusal here is a bug in the seeding, not a player's mistake
	if (!answer?.ok) throw answer?.error ?? new Error('no answer');
	if (!answer.value.order) throw new Error('demo order not placed');
	return answer.value.order;
}
