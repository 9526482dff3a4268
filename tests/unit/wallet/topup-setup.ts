// A top-up model over a fake server with a fake clock, and top-ups as the server answers them (server/README.md).
import { createStorage } from '../../../src/lib/storage.ts';
import { createTopup } from '../../../src/state/wallet/topup-model.ts';
import type { TopupView } from '../../../src/state/wallet/topup-types.ts';
import { fakeClock } from '../../setup/fake-clock.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { fakeServer, ok, type Route, refusal } from '../sports/setup.ts';

const CARD: TopupView = {
	id: 18,
	amount: 64.5,
	method: 'card',
	status: 'pending',
	reason: null,
	reason_code: null,
	created_at: '2030-01-02T03:04:00.000Z',
	decided_at: null,
	reference: 'HC0000182',
	checkout: { url: '/pay/demo/cs_18', expires_at: '2030-01-02T03:34:00.000Z' },
	pay_to: null,
};
const decided = { checkout: null, decided_at: '2030-01-02T03:05:00.000Z' };

export const TOPUPS = {
	/** A card top-up waiting at the provider. */
	checkout: CARD,
	approved: { ...CARD, ...decided, status: 'approved' },
	declined: {
		...CARD,
		...decided,
		status: 'failed',
		reason_code: 'declined',
		reason: 'The payment was declined by the provider',
	},
	rejected: { ...CARD, ...decided, status: 'rejected', reason_code: 'rejected', reason: 'Transfer not received' },
	bank: {
		...CARD,
		id: 19,
		method: 'bank_transfer',
		amount: 250,
		reference: 'HC0000190',
		checkout: null,
		pay_to: {
			bank_name: 'Demo Bank',
			account_name: 'Horse Club Demo Ltd',
			account_number: '012-345678-901',
			bank_code: 'DEMOHKHH',
			reference: 'HC0000190',
			amount: 250,
		},
	},
} satisfies Record<string, TopupView>;

/** What GET /wallet/topup_options answers with every method (amounts, as the API carries them). */
export const OPTIONS = { methods: ['bank_transfer', 'card', 'e_wallet'], currency: 'USD', min: 10, max: 100000 };

export const notFound = () => refusal(404, 'Top-up not found', 'topup_not_found');

/** Answers GET /wallet/topup with each reply in turn, the last one from then on. */
export const inTurn =
	(...replies: (TopupView | ReturnType<typeof refusal> | Error)[]): Route =>
	(_call, n) => {
		const reply = replies[Math.min(n, replies.length - 1)]!;
		return reply instanceof Error || 'body' in reply ? reply : ok(reply);
	};

let keys = 0;

export function topupOver(routes: Record<string, Route>, backing = memoryBacking()) {
	const server = fakeServer({
		'GET /wallet/topup_options': () => ok(OPTIONS),
		'GET /wallet/topups': () => ok({ list: [], page: 1, size: 20, total: 0 }),
		...routes,
	});
	const clock = fakeClock();
	const left: string[] = [];
	const balance = { reads: 0, value: 1214.5 };
	const model = createTopup({
		http: server.http,
		storage: createStorage(backing),
		online: () => true,
		logger: { error() {}, warn() {} },
		clock,
		newKey: () => `key-${++keys}`,
		fetchBalance: async () => {
			balance.reads++;
			return balance.value;
		},
		leave: (url) => void left.push(url),
		origin: 'https://club.example',
	});
	const reads = () =>
		server.calls('GET', '/wallet/topup').map((c) => new URL(c.url, 'http://x').searchParams.get('id'));
	return { model, server, clock, backing, left, balance, reads };
}
