// One transaction for a batch of race bets: claim their keys, read and lock what they need, check each
// bet in arrival order against its player's running balance and limits, write the accepted ones, store
// every reply. A refused bet only gets its refusal; a bet that fails while being written is found and
// answered alone, and the rest are written again without it.
import type { Queryable } from '../../db/db.ts';
import type { Settled } from '../../db/group-commit.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/envelope.ts';
import { refusalOf } from '../../http/errors.ts';
import {
	claimKeys,
	type KeyRequest,
	type KeyScope,
	type Reply,
	releaseKeys,
	storeReplies,
} from '../../http/idempotency-store.ts';
import { houseAccount, InsufficientFunds } from '../ledger.ts';
import { checkBet } from '../safer/guards.ts';
import { loadRaces, lockBettors } from './bet-context.ts';
import { type OrderInput, planBet, racesOf } from './bet-plan.ts';
import { type BetToWrite, placedView, Taken, writeBets } from './bet-writes.ts';
import { findOrder } from './orders.ts';
import { racingSettings } from './settings.ts';

/** The house account that holds the stakes of pending race orders. */
export const BETS_HELD = 'bets_held';

export interface BetRequest {
	userId: number;
	/** the order's key; with `claim`, also the Idempotency-Key the reply is stored under */
	key: string;
	claim: KeyRequest | null;
	input: OrderInput | null;
	/** a refusal found before the batch, e.g. a body that did not parse */
	refused: unknown;
}

export interface BetAnswer {
	reply: Reply;
	replayed: boolean;
}

const envelope = (status: number, message: string, data: unknown = null): Reply => ({
	status,
	body: JSON.stringify({ status, message, data }),
});

export const isRetryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

export async function runBetBatch(deps: Deps, requests: readonly BetRequest[]): Promise<Settled<BetAnswer>[]> {
	const { limits } = racingSettings(deps.config);
	return deps.db.tx(async (tx) => {
		const now = deps.clock.now();
		const out: Settled<BetAnswer>[] = [];
		const stored: (KeyScope & Reply)[] = [];
		const failed: KeyScope[] = [];
		const answer = (i: number, reply: Reply) => {
			out[i] = { ok: true, value: { reply, replayed: false } };
			const claim = requests[i]!.claim;
			if (claim) stored.push({ ...claim, ...reply });
		};
		const refuse = (i: number, err: unknown) => {
			const refusal = refusalOf(err);
			if (refusal) return answer(i, envelope(refusal.status, refusal.message));
			if (isRetryable(err)) throw err;
			out[i] = { ok: false, error: err };
			const claim = requests[i]!.claim;
			if (claim) failed.push(claim);
		};

		const claims = requests.flatMap((r) => (r.claim ? [r.claim] : []));
		const earlier = await claimKeys(tx, claims, now);
		const live: number[] = [];
		let c = 0;
		requests.forEach((r, i) => {
			const found = r.claim ? earlier[c++] : null;
			if (found instanceof HttpError) out[i] = { ok: false, error: found };
			else if (found) out[i] = { ok: true, value: { reply: found, replayed: true } };
			else if (r.refused || !r.input) refuse(i, r.refused);
			else live.push(i);
		});

		if (live.length) {
			const races = await loadRaces(
				tx,
				live.flatMap((i) => racesOf(requests[i]!.input!)),
			);
			const locked = new Map<number, number>();
			const bettors = await lockBettors(
				tx,
				live.map((i) => requests[i]!.userId),
				now,
				locked,
			);
			const house = await houseAccount(tx, BETS_HELD);
			const skip = new Set<number>();
			for (;;) {
				// each player's balance and day limit are spent in arrival order, on copies, so a rewrite starts clean
				const left = new Map<number, { balance: number; dayLeft: number | null }>();
				const bets: (BetToWrite & { i: number })[] = [];
				const refusals: [number, unknown][] = [];
				for (const i of live) {
					if (skip.has(i)) continue;
					const { userId, key, input } = requests[i]!;
					const bettor = bettors.get(userId)!;
					try {
						const order = planBet(input!, races, limits, now);
						const state = left.get(userId) ?? {
							balance: bettor.wallet === null ? 0 : locked.get(bettor.wallet)!,
							dayLeft: bettor.allowance.dayLeft,
						};
						left.set(userId, state);
						checkBet({ ...bettor.allowance, dayLeft: state.dayLeft }, order.total);
						if (bettor.wallet === null || order.total > state.balance) throw new InsufficientFunds(bettor.wallet ?? 0);
						state.balance -= order.total;
						if (state.dayLeft !== null) state.dayLeft -= order.total;
						bets.push({ i, userId, key, wallet: bettor.wallet, order });
					} catch (err) {
						refusals.push([i, err]);
					}
				}
				const written = await trial(tx, () => writeBets(tx, bets, new Map(locked), house, now));
				if (written.ok) {
					const ids = written.value;
					for (const [k, b] of bets.entries()) {
						answer(b.i, envelope(200, 'Order placed', placedView(ids[k]!, b.order, races, now)));
					}
					for (const [i, err] of refusals) refuse(i, err);
					break;
				}
				if (written.error instanceof Taken) {
					// orders already made under these keys: answer with them and check the rest again without them
					for (const k of written.error.bets) {
						const b = bets[k]!;
						const { rows } = await tx.query<{ id: number }>(
							'SELECT id FROM race_orders WHERE user_id = $1 AND idem_key = $2',
							[b.userId, b.key],
						);
						answer(b.i, envelope(200, 'Order placed', await findOrder(tx, b.userId, rows[0]!.id)));
						skip.add(b.i);
					}
					continue;
				}
				if (isRetryable(written.error)) throw written.error;
				// find the bets that cannot be written, each tried alone, and answer them alone
				let found = 0;
				for (const b of bets) {
					const alone = await trial(tx, () => writeBets(tx, [b], new Map(locked), house, now), true);
					if (alone.ok || alone.error instanceof Taken) continue;
					refuse(b.i, alone.error);
					skip.add(b.i);
					found++;
				}
				if (!found) throw written.error;
			}
		}
		await storeReplies(tx, stored);
		await releaseKeys(tx, failed);
		return out;
	});
}

/** Runs `fn` inside a savepoint: its writes stay on success (unless `undo`) and are rolled back on failure. */
async function trial<T>(
	tx: Queryable,
	fn: () => Promise<T>,
	undo = false,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
	await tx.query('SAVEPOINT bets');
	try {
		const value = await fn();
		await tx.query(undo ? 'ROLLBACK TO SAVEPOINT bets' : 'RELEASE SAVEPOINT bets');
		return { ok: true, value };
	} catch (error) {
		await tx.query('ROLLBACK TO SAVEPOINT bets');
		return { ok: false, error };
	}
}
