// One transaction for a batch of race bets: claim their keys, answer replays and keys whose order
// exists, check and write the rest (bet-place.ts), and store every reply before the commit.
import type { Settled } from '../../db/group-commit.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/envelope.ts';
import { claimKeys, type KeyRequest } from '../../http/idempotency-store.ts';
import { type BetAnswer, createAnswers } from './bet-answers.ts';
import { ordersUnderKeys } from './bet-context.ts';
import { placeBets } from './bet-place.ts';
import type { OrderInput } from './bet-plan.ts';
import type { Bet } from './bet-spend.ts';
import { findOrder } from './orders.ts';
import { racingSettings } from './settings.ts';

export interface BetRequest {
	userId: number;
	/** the order's key; with `claim`, also the Idempotency-Key the reply is stored under */
	key: string;
	claim: KeyRequest | null;
	input: OrderInput | null;
	/** a refusal found before the batch, e.g. a body that did not parse */
	refused: unknown;
}

export async function runBetBatch(deps: Deps, requests: readonly BetRequest[]): Promise<Settled<BetAnswer>[]> {
	const { limits } = racingSettings(deps.config);
	return deps.db.tx(async (tx) => {
		const now = deps.clock.now();
		const answers = createAnswers(requests.map((r) => r.claim));
		const claims = requests.flatMap((r) => (r.claim ? [r.claim] : []));
		const earlier = await claimKeys(tx, claims, now);
		const bets: Bet[] = [];
		let c = 0;
		for (const [i, r] of requests.entries()) {
			const found = r.claim ? earlier[c++] : null;
			if (found instanceof HttpError) answers.reject(i, found);
			else if (found) answers.replay(i, found);
			else if (r.refused || !r.input) answers.refuse(i, r.refused);
			else bets.push({ i, userId: r.userId, key: r.key, input: r.input });
		}
		// a key whose order exists gets that order back, whatever its race has done since:
		const made = bets.length ? await ordersUnderKeys(tx, bets) : new Map();
		const fresh = [];
		for (const b of bets) {
			const order = made.get(`${b.userId}\n${b.key}`);
			if (order) answers.placed(b.i, await findOrder(tx, b.userId, order.id));
			else fresh.push(b);
		}
		if (fresh.length) await placeBets(tx, fresh, answers, limits, now);
		await answers.store(tx);
		return answers.out;
	});
}
