// One transaction for a batch of race bets: claim their keys, answer replays, check and write the
// rest (bet-place.ts), and store every reply before the commit.

import type { Settled } from '../../db/group-commit.ts';
import type { Deps } from '../../deps.ts';
import type { Lang } from '../../i18n/language.ts';
import { DomainError } from '../errors.ts';
import type { HouseAccount } from '../house-accounts.ts';
import { claimKeys } from '../idempotency/key-store.ts';
import type { KeyClaim } from '../idempotency/reply-writer.ts';
import { houseAccount } from '../ledger.ts';
import type { Approx } from '../tote/approx-return.ts';
import { type BetAnswer, createAnswers } from './bet-answers.ts';
import { placeBets } from './bet-place.ts';
import type { OrderInput } from './bet-plan.ts';
import type { Bet } from './bet-spend.ts';
import { racingSettings } from './settings.ts';

/** The house account that holds the stakes of pending race orders (its first shard; settlement draws on it). */
export const BETS_HELD = 'bets_held' satisfies HouseAccount;
/**
 * Stakes land in one of this many shards of it, a batch after another in turn, so batches from two API
 * processes rarely wait on the same house row; what is held is the sum over `house:bets_held%`.
 */
export const BETS_HELD_SHARDS = 8;
const shardName = (n: number): HouseAccount => (n === 0 ? BETS_HELD : `${BETS_HELD}:${n}`);
// each process starts at its own shard, so two of them do not walk the shards in step:
let nextShard = Math.floor(Math.random() * BETS_HELD_SHARDS);

// house accounts are never deleted, so an id once committed stays good for that database:
const heldIds = new WeakMap<object, Map<number, number>>();

export interface QueuedBet {
	userId: number;
	/** the order's key; with `claim`, also the Idempotency-Key the reply is stored under */
	key: string;
	claim: KeyClaim | null;
	input: OrderInput | null;
	/** a refusal found before the batch, e.g. a body that did not parse */
	refused: unknown;
	/** the language a refusal (or the order's venue and runners) is stored and sent in */
	lang: Lang;
	/** the price at bet time, for the receipt and the order list */
	approx: Approx;
}

export async function runBetBatch(deps: Deps, requests: readonly QueuedBet[]): Promise<Settled<BetAnswer>[]> {
	const { limits } = racingSettings(deps.config);
	const shard = nextShard;
	nextShard = (nextShard + 1) % BETS_HELD_SHARDS;
	const known = heldIds.get(deps.db) ?? new Map<number, number>();
	let held = known.get(shard);
	const out = await deps.db.tx(async (tx) => {
		const now = deps.clock.now();
		const answers = createAnswers(requests);
		const claims = requests.flatMap((r) => (r.claim ? [r.claim] : []));
		const earlier = await claimKeys(tx, claims, now);
		const bets: Bet[] = [];
		let c = 0;
		for (const [i, r] of requests.entries()) {
			const found = r.claim ? earlier[c++] : null;
			if (found instanceof DomainError) answers.reject(i, found);
			else if (found) answers.replay(i, found);
			else if (r.refused || !r.input) answers.refuse(i, r.refused);
			else bets.push({ i, userId: r.userId, key: r.key, input: r.input, approx: r.approx, lang: r.lang });
		}
		if (bets.length) {
			held ??= await houseAccount(tx, shardName(shard));
			await placeBets(tx, bets, answers, held, limits, now);
		}
		await answers.store(tx);
		return answers.out;
	});
	if (held !== undefined) heldIds.set(deps.db, known.set(shard, held));
	return out;
}
