// The answers of one batch of bets: each request gets its order (and, with a claimed key, the reply stored
// under it in the batch's transaction), a refusal that is not stored (409/422 about the key, or any refusal of
// a bet placed without a key), or a fault (key freed).
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { spendsKey } from '../../../shared/money/final-reply.ts';
import type { Queryable } from '../../db/db.ts';
import type { Settled } from '../../db/group-commit.ts';
import type { Lang } from '../../i18n/language.ts';
import { type KeyScope, type Reply, releaseKeys, storeReplies } from '../idempotency/key-store.ts';
import type { KeyClaim } from '../idempotency/reply-writer.ts';

export interface BetAnswer {
	/** the reply stored under the claimed key (a replay has only this); null for a bet placed without a key */
	reply: Reply | null;
	replayed: boolean;
	/** the order this request placed, or found already placed under its key */
	order: OrderView | null;
}

/** PostgreSQL chose the transaction as a deadlock or serialization victim: run the batch again. */
export const isRetryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

const scope = ({ userId, route, key }: KeyScope): KeyScope => ({ userId, route, key });

export function createAnswers(requests: readonly { claim: KeyClaim | null; lang: Lang }[]) {
	const claims = requests.map((r) => r.claim);
	const out: Settled<BetAnswer>[] = [];
	const stored: (KeyScope & Reply)[] = [];
	const failed: KeyScope[] = [];
	const answer = (i: number, reply: Reply | null, order: OrderView | null) => {
		out[i] = { ok: true, value: { reply, replayed: false, order } };
		const claim = claims[i];
		if (claim && reply) stored.push({ ...scope(claim), status: reply.status, body: reply.body });
	};
	return {
		out,
		placed: (i: number, order: OrderView) => answer(i, claims[i]?.writer.done(order) ?? null, order),
		replay: (i: number, reply: Reply) => {
			out[i] = { ok: true, value: { reply, replayed: true, order: null } };
		},
		/** not stored: the answer is about the key, not the bet */
		reject: (i: number, error: unknown) => {
			out[i] = { ok: false, error };
		},
		/** a final refusal is stored as the bet's reply; any other is answered as it is and leaves the key free */
		refuse(i: number, err: unknown) {
			const claim = claims[i];
			const refusal = claim?.writer.refused(err, requests[i]?.lang ?? 'en');
			if (refusal && spendsKey(refusal.status, refusal.code)) return answer(i, refusal, null);
			if (isRetryable(err)) throw err;
			out[i] = { ok: false, error: err };
			if (claim) failed.push(scope(claim));
		},
		async store(tx: Queryable) {
			await storeReplies(tx, stored);
			await releaseKeys(tx, failed);
		},
	};
}

export type Answers = ReturnType<typeof createAnswers>;
