// A bet slip wired to a fake fetch through the real http client, a memory localStorage and a recording toast.
import '../../setup/messages.ts';
import type { OrderView } from '../../../shared/bets/order-view.ts';
import { createHttp } from '../../../src/api/http.ts';
import { t } from '../../../src/i18n/index.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createBetSlip } from '../../../src/state/slip/bet-slip-model.ts';
import type { SlipPick } from '../../../src/state/slip/bet-slip-quote.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

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

type Handler = Parameters<typeof fakeFetch>[0];

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
	const net = fakeFetch(reply);
	const http = createHttp({
		fetch: net.fetch,
		session: fakeSession().access,
		clock: fakeClock(),
		logger: fakeLogger(),
	});
	const toasts: string[] = [];
	const env = { online: true, placed: 0, keys: 0 };
	const slip = createBetSlip({
		storage: createStorage(backing),
		send: (payload, idempotencyKey) => http.post<OrderView>('/order/place-order', payload, { idempotencyKey }),
		online: () => env.online,
		uuid: () => `key-${++env.keys}`,
		toast: (text) => void toasts.push(text),
		t: (key) => t(key),
		placed: () => void env.placed++,
	});
	return { slip, net, toasts, env, backing, keys: () => net.calls.map((c) => c.headers['idempotency-key']) };
}
