// A bet draft wired to a fake fetch through the real http client, a memory localStorage and a recording toast.
import type { OrderView } from '../../../shared/bets/order-view.ts';
import '../../../src/components/bet-form/messages.ts';
import { createBetDraft } from '../../../src/state/bets/bet-draft-model.ts';
import type { Runner } from '../../../src/state/races/race-card-model.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { fakeSender, type Handler } from './sender-fakes.ts';

export const runnersOf = (raceId: number, count = 8, scratched: number[] = []): Runner[] =>
	Array.from({ length: count }, (_, i) => ({
		horse_id: i + 1,
		name: `Horse ${raceId}-${i + 1}`,
		scratched: scratched.includes(i + 1),
	}));

export const RACES = [
	{
		race_id: 101,
		event_id: 7,
		code: 'FLM',
		meetings: 'Flemington',
		raceNo: 1,
		start_time: '2025-09-13T10:00:00Z',
		status: 'open' as const,
		day: '2025-09-13',
	},
	{
		race_id: 102,
		event_id: 7,
		code: 'FLM',
		meetings: 'Flemington',
		raceNo: 2,
		start_time: '2025-09-13T10:30:00Z',
		status: 'open' as const,
		day: '2025-09-13',
	},
];

/** The order the server makes of a bet on race 101 (its view, runners named), with what a test sets beside. */
export function placedOrder(body: Record<string, unknown>, id = 1, extra: Partial<OrderView> = {}): OrderView {
	const picked = (body.horse as number[] | undefined) ?? [];
	const stake = Number(body.betAmount);
	return {
		id,
		created_at: '2025-09-13T03:00:00.000Z',
		bet_type: Number(body.bet_type),
		bet_type_name: '',
		race_id: 101,
		meetings: 'Flemington',
		raceNo: 1,
		date: '2025-09-13',
		legs: [
			{
				race_id: 101,
				event_id: 7,
				meetings: 'Flemington',
				code: 'FLM',
				raceNo: 1,
				date: '2025-09-13',
				start_time: '2025-09-13T10:00:00Z',
				status: 'open',
				runners: picked.map((h) => ({ horse_id: h, name: `Horse 101-${h}`, scratched: false })),
			},
		],
		selections: { horse: picked },
		combinations: 1,
		unit_stake: stake,
		total_stake: stake,
		status: 'pending',
		return: 0,
		settled_at: null,
		...extra,
	};
}

/** A place-order reply that placed the bet sent. */
export const placedReply =
	(extra: Partial<OrderView> = {}): Handler =>
	(call, i) => ({
		status: 200,
		body: {
			status: 200,
			message: 'Order placed',
			data: placedOrder(call.body as Record<string, unknown>, i + 1, extra),
		},
	});

export function makeDraft({
	reply = placedReply(),
	backing = memoryBacking(),
	scratched = [] as number[],
	runners = (id: number) => runnersOf(id, 8, scratched),
}: {
	reply?: Handler;
	backing?: ReturnType<typeof memoryBacking>;
	scratched?: number[];
	/** A race's runners as the server lists them. */
	runners?: (raceId: number) => Runner[];
} = {}) {
	const { net, http, toasts, env, deps } = fakeSender(reply, backing);
	const model = createBetDraft({
		...deps,
		runners: async (id) => runners(Number(id)),
		rate: async () => 7.8,
		send: (payload, idempotencyKey) => http.post('/order/place-order', payload, { idempotencyKey }),
	});
	return { model, net, toasts, env, backing };
}
