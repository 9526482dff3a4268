// One window of the race-time surge: bets (open loop on a schedule, or closed loop as fast as each
// bettor gets replies), sign-ins spread over the window, and balance and race-list reads beside them.
// Open-loop latency counts from the moment a request was due, so a stalled server or generator shows.
import { randomUUID } from 'node:crypto';
import type { JsonClient } from './http-client.ts';

export type Kind = 'bet' | 'signin' | 'balance' | 'races';

export interface Bettor {
	userId: number;
	token: string;
	client: JsonClient;
	bet: Record<string, unknown>;
	/** cents one bet stakes */
	stake: number;
}

export interface WindowPlan {
	seconds: number;
	/** offered bets per second (open loop), or null for a closed loop */
	rate: number | null;
	bettors: readonly Bettor[];
	signins: readonly { name: string; client: JsonClient }[];
	password: string;
	/** balance reads and race-list reads per second, each */
	readRate: number;
}

export interface WindowResult {
	seconds: number;
	latency: Record<Kind, number[]>;
	errors: Record<Kind, Map<string, number>>;
	/** cents of acknowledged bets per player, and players with a bet whose outcome is unknown */
	acked: Map<number, number>;
	unknown: Set<number>;
	/** the most a due request was sent late by the generator itself, ms */
	lateMs: number;
}

const KINDS: Kind[] = ['bet', 'signin', 'balance', 'races'];

export async function runWindow(plan: WindowPlan): Promise<WindowResult> {
	const latency = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as WindowResult['latency'];
	const errors = Object.fromEntries(KINDS.map((k) => [k, new Map()])) as WindowResult['errors'];
	const acked = new Map<number, number>();
	const unknown = new Set<number>();
	let lateMs = 0;
	const pending = new Set<Promise<unknown>>();
	const record = (kind: Kind, from: number, status: number, message?: string) => {
		latency[kind].push(performance.now() - from);
		if (status === 200) return;
		const what = status === -1 ? `no reply (${message ?? 'unknown'})` : `${status} ${message ?? ''}`.trim();
		errors[kind].set(what, (errors[kind].get(what) ?? 0) + 1);
	};
	const track = (p: Promise<unknown>) => {
		pending.add(p);
		void p.finally(() => pending.delete(p));
	};
	const bet = async (b: Bettor, from: number) => {
		const r = await b.client.call('POST', '/api/order/place-order', { token: b.token, key: randomUUID(), body: b.bet });
		record('bet', from, r.status, r.error ?? r.body?.message);
		if (r.status === 200) acked.set(b.userId, (acked.get(b.userId) ?? 0) + b.stake);
		else if (r.status === -1 || r.status >= 500) unknown.add(b.userId);
	};
	const streams: { rate: number; fire: (n: number, due: number) => Promise<void> }[] = [];
	if (plan.signins.length) {
		streams.push({
			rate: plan.signins.length / plan.seconds,
			fire: async (n, due) => {
				const s = plan.signins[n % plan.signins.length]!;
				const body = { user_name: s.name, password: plan.password, device_id: 'surge' };
				const r = await s.client.call('POST', '/api/user/signin', { body });
				record('signin', due, r.status, r.error ?? r.body?.message);
			},
		});
	}
	streams.push(
		{
			rate: plan.readRate,
			fire: async (n, due) => {
				const b = plan.bettors[n % plan.bettors.length]!;
				const r = await b.client.call('GET', '/api/user/balance', { token: b.token });
				record('balance', due, r.status, r.error ?? r.body?.message);
			},
		},
		{
			rate: plan.readRate,
			fire: async (n, due) => {
				const b = plan.bettors[(n * 7) % plan.bettors.length]!;
				const r = await b.client.call('GET', '/api/events/races?limit=100');
				record('races', due, r.status, r.error ?? r.body?.message);
			},
		},
	);
	if (plan.rate) {
		streams.push({ rate: plan.rate, fire: (n, due) => bet(plan.bettors[n % plan.bettors.length]!, due) });
	}
	const start = performance.now();
	const end = start + plan.seconds * 1000;
	const fired = streams.map(() => 0);
	const closed = plan.rate
		? []
		: plan.bettors.map(async (b) => {
				while (performance.now() < end) await bet(b, performance.now());
			});
	// a 1 ms ticker sends whatever has fallen due, whatever the replies are doing:
	while (performance.now() < end) {
		const now = performance.now();
		streams.forEach((s, i) => {
			const due = Math.min(Math.floor(((now - start) * s.rate) / 1000), Math.floor(plan.seconds * s.rate));
			for (; fired[i]! < due; fired[i]!++) {
				const at = start + (fired[i]! * 1000) / s.rate;
				lateMs = Math.max(lateMs, now - at);
				track(s.fire(fired[i]!, at));
			}
		});
		await new Promise((r) => setTimeout(r, 1));
	}
	await Promise.all(closed);
	await Promise.all(pending);
	return { seconds: (performance.now() - start) / 1000, latency, errors, acked, unknown, lateMs };
}
