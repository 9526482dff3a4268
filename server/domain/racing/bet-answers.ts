// The answers of one batch of bets: each request gets a reply (stored under its key in the batch's
// transaction), a refusal that is not stored (409/422 about the key), or a fault (500, key freed).
import { spendsKey } from '../../../shared/money/final-reply.ts';
import type { Queryable } from '../../db/db.ts';
import type { Settled } from '../../db/group-commit.ts';
import { refusalOf } from '../../http/errors.ts';
import { type KeyRequest, type KeyScope, type Reply, releaseKeys, storeReplies } from '../../http/idempotency-store.ts';
import type { Lang } from '../../i18n/language.ts';

export interface BetAnswer {
	reply: Reply;
	replayed: boolean;
}

const envelope = (status: number, message: string, data: unknown = null, code?: string): Reply => ({
	status,
	body: JSON.stringify(code ? { status, message, code, data } : { status, message, data }),
});

/** PostgreSQL chose the transaction as a deadlock or serialization victim: run the batch again. */
export const isRetryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

export function createAnswers(requests: readonly { claim: KeyRequest | null; lang: Lang }[]) {
	const claims = requests.map((r) => r.claim);
	const out: Settled<BetAnswer>[] = [];
	const stored: (KeyScope & Reply)[] = [];
	const failed: KeyScope[] = [];
	const answer = (i: number, reply: Reply) => {
		out[i] = { ok: true, value: { reply, replayed: false } };
		const claim = claims[i];
		if (claim) stored.push({ ...claim, ...reply });
	};
	return {
		out,
		answer,
		placed: (i: number, order: unknown) => answer(i, envelope(200, 'Order placed', order)),
		replay: (i: number, reply: Reply) => {
			out[i] = { ok: true, value: { reply, replayed: true } };
		},
		/** not stored: the answer is about the key, not the bet */
		reject: (i: number, error: unknown) => {
			out[i] = { ok: false, error };
		},
		/** a final refusal is stored as the bet's reply; any other is answered as it is and leaves the key free */
		refuse(i: number, err: unknown) {
			const refusal = refusalOf(err, requests[i]?.lang ?? 'en');
			if (refusal && spendsKey(refusal.status, refusal.code))
				return answer(i, envelope(refusal.status, refusal.message, null, refusal.code));
			if (isRetryable(err)) throw err;
			out[i] = { ok: false, error: err };
			const claim = claims[i];
			if (claim) failed.push(claim);
		},
		async store(tx: Queryable) {
			await storeReplies(tx, stored);
			await releaseKeys(tx, failed);
		},
	};
}

export type Answers = ReturnType<typeof createAnswers>;
