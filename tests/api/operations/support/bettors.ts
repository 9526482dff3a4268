// Players placing race bets against a real server, each with its own Idempotency-Key, recording what
// every bet was answered (or that it got no answer at all).
import { SPEC_EMPTY_BET_FORM } from '../../../setup/spec-bet-form.ts';

interface Outcome {
	key: string;
	token: string;
	/** when the answer came (Date.now()) */
	at: number;
	status?: number;
	code?: string;
	retryAfter?: string | null;
	replayed?: boolean;
	error?: string;
}

export type Bet = (token: string, key: string) => Promise<Outcome>;

/** A bet of 0.50 to win on `horse`, sent to `url`. */
export function bettor(url: string, race: { event_id: number; race_id: number; horse: number }): Bet {
	const body = JSON.stringify({
		...SPEC_EMPTY_BET_FORM,
		event_id: race.event_id,
		race_id: race.race_id,
		horse: [race.horse],
		bet_type: 1,
		betAmount: 0.5,
	});
	return async (token, key) => {
		try {
			const res = await fetch(`${url}/api/order/place-order`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
				body,
			});
			const reply = (await res.json()) as { code?: string };
			return {
				key,
				token,
				at: Date.now(),
				status: res.status,
				...(reply.code ? { code: reply.code } : {}),
				retryAfter: res.headers.get('retry-after'),
				replayed: res.headers.has('idempotent-replayed'),
			};
		} catch (err) {
			const cause = (err as { cause?: { code?: string } }).cause;
			return { key, token, at: Date.now(), error: cause?.code ?? String(err) };
		}
	};
}

/** `perPlayer` loops per token, each betting until stopped; a bet not placed is paced, not hammered. */
export function betLoad(bet: Bet, tokens: readonly string[], perPlayer: number, paceMs: number) {
	const outcomes: Outcome[] = [];
	let stopped = false;
	const loop = async (token: string, name: string) => {
		for (let i = 0; !stopped; i++) {
			const o = await bet(token, `${name}-${i}`);
			outcomes.push(o);
			if (o.status !== 200) await new Promise((r) => setTimeout(r, paceMs));
		}
	};
	const running = Promise.all(
		tokens.flatMap((token, p) => Array.from({ length: perPlayer }, (_, w) => loop(token, `restart-${p}-${w}`))),
	);
	return {
		outcomes,
		async stop() {
			stopped = true;
			await running;
		},
	};
}

/** Polls `check` until it holds; the ceiling only stops a hang. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ceilingMs = 60_000) {
	const end = Date.now() + ceilingMs;
	while (!(await check())) {
		if (Date.now() > end) throw new Error(`${what}: not within ${ceilingMs} ms`);
		await new Promise((r) => setTimeout(r, 20));
	}
}
