// A bet draft wired to a fake fetch through the real http client, a memory localStorage and a recording toast.
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

export function makeDraft({
	reply = () => ({ status: 200, body: { status: 200, message: 'Order placed', data: { id: 1 } } }),
	backing = memoryBacking(),
	scratched = [] as number[],
}: {
	reply?: Handler;
	backing?: ReturnType<typeof memoryBacking>;
	scratched?: number[];
} = {}) {
	const { net, http, toasts, env, deps } = fakeSender(reply, backing);
	const model = createBetDraft({
		...deps,
		runners: async (id) => runnersOf(Number(id), 8, scratched),
		rate: async () => 7.8,
		send: (payload, idempotencyKey) => http.post('/order/place-order', payload, { idempotencyKey }),
	});
	return { model, net, toasts, env, backing };
}
