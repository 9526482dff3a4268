// A bet slip wired to a fake fetch through the real http client, a memory localStorage and a recording toast.
import '../../setup/messages.ts';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { createBetSlip } from '../../../src/state/slip/bet-slip-model.ts';
import type { SlipPick } from '../../../src/state/slip/bet-slip-quote.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { fakeSender, type Handler } from './sender-fakes.ts';

export const PICK: SlipPick = {
	race_id: 101,
	event_id: 7,
	code: 'FLM',
	meetings: 'Flemington',
	raceNo: 7,
	day: '2025-09-13',
	start_time: '2025-09-13T04:05:00Z',
	horse_id: 3,
	name: 'Silver Arrow',
	bet_type: 1,
	price: 4.2,
};

export const PLACE_PICK: SlipPick = { ...PICK, horse_id: 5, name: 'Bold Comet', bet_type: 2, price: 1.65 };

/** The order the server makes of a Single (its view, names included), numbered from 500. */
export function orderOf(body: Record<string, unknown>, id: number): OrderView {
	const horse = (body.horse as number[])[0]!;
	const stake = body.betAmount as number;
	return {
		id,
		created_at: '2025-09-13T03:00:00.000Z',
		bet_type: body.bet_type as number,
		bet_type_name: body.bet_type === 1 ? 'Single Win' : 'Single Place',
		race_id: 101,
		meetings: 'Flemington',
		raceNo: 7,
		date: '2025-09-13',
		legs: [
			{
				race_id: 101,
				event_id: 1,
				meetings: 'Flemington',
				code: 'FLE',
				raceNo: 7,
				date: '2025-09-13',
				start_time: '2025-09-13T04:05:00Z',
				status: 'open',
				runners: [{ horse_id: horse, name: horse === 3 ? 'Silver Arrow' : 'Bold Comet', scratched: false }],
			},
		],
		selections: { horse: [horse] },
		combinations: 1,
		unit_stake: stake,
		total_stake: stake,
		status: 'pending',
		return: 0,
		settled_at: null,
		approx_price: 4.2,
		approx_return: Math.floor(stake * 420) / 100,
	};
}

const placedReply: Handler = (call, i) => ({
	status: 200,
	body: { status: 200, message: 'Order placed', data: orderOf(call.body as Record<string, unknown>, 500 + i) },
});

export function makeSlip({
	reply = placedReply,
	backing = memoryBacking(),
}: {
	reply?: Handler;
	backing?: ReturnType<typeof memoryBacking>;
} = {}) {
	const { net, http, toasts, env, deps } = fakeSender(reply, backing);
	const slip = createBetSlip({
		...deps,
		send: (payload, idempotencyKey) => http.post<OrderView>('/order/place-order', payload, { idempotencyKey }),
	});
	return { slip, net, toasts, env, backing, keys: () => net.calls.map((c) => c.headers['idempotency-key']) };
}
