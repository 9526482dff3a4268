// Fakes for the wallet and top-up models: an http that records calls and answers from a script, a memory storage.
import { ApiError, NETWORK, REJECTED } from '../../../src/api/errors.ts';
import type { Clock } from '../../../src/lib/clock.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createTopup } from '../../../src/state/wallet/topup-model.ts';
import type { WalletDeps } from '../../../src/state/wallet/wallet-model.ts';
import { createWallet } from '../../../src/state/wallet/wallet-model.ts';
import { fakeClock } from '../../setup/fake-clock.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';

export interface Call {
	method: 'get' | 'post';
	url: string;
	data?: unknown;
	key?: string | undefined;
	params?: unknown;
}

type Answer = (call: Call) => unknown;

export const networkDown = () => {
	throw new ApiError(NETWORK, 'Network connection error');
};
export const refused = (status: number, message: string) => () => {
	throw new ApiError(REJECTED, message, status, status);
};

export function fakeHttp(answers: Answer[] = []) {
	const calls: Call[] = [];
	const queue = [...answers];
	const reply = async (call: Call) => {
		calls.push(call);
		const next = queue.shift();
		const data = next ? next(call) : { id: calls.length, amount: 1, status: 'pending' };
		return { status: 200, message: 'ok', data, httpStatus: 200 };
	};
	const http = {
		get: (url: string, config: { params?: unknown } = {}) => reply({ method: 'get', url, params: config.params }),
		post: (url: string, data?: unknown, config: { idempotencyKey?: string } = {}) =>
			reply({ method: 'post', url, data, key: config.idempotencyKey }),
	} as unknown as WalletDeps['http'];
	return { http, calls, answer: (a: Answer) => queue.push(a) };
}

let seq = 0;
export function walletWith(
	answers: Answer[] = [],
	options: { online?: () => boolean; backing?: ReturnType<typeof memoryBacking> } = {},
) {
	const fake = fakeHttp(answers);
	const backing = options.backing ?? memoryBacking();
	let balanceCalls = 0;
	const wallet = createWallet({
		http: fake.http,
		storage: createStorage(backing),
		online: options.online ?? (() => true),
		logger: { error() {}, warn() {} },
		newKey: () => `key-${++seq}`,
		fetchBalance: async () => void balanceCalls++,
		fetchBankCard: async () => null,
		saveBankCard: async (card) => card,
	});
	return { wallet, ...fake, backing, balanceCalls: () => balanceCalls };
}

/** A top-up model over the scripted http: `left` records where it sent the player, `balance` is what a read gives. */
export function topupWith(
	answers: Answer[] = [],
	options: {
		online?: () => boolean;
		backing?: ReturnType<typeof memoryBacking>;
		clock?: Clock;
		balance?: () => Promise<number>;
	} = {},
) {
	const fake = fakeHttp(answers);
	const backing = options.backing ?? memoryBacking();
	const left: string[] = [];
	let balanceCalls = 0;
	const topup = createTopup({
		http: fake.http,
		storage: createStorage(backing),
		online: options.online ?? (() => true),
		logger: { error() {}, warn() {} },
		clock: options.clock ?? fakeClock(),
		newKey: () => `key-${++seq}`,
		fetchBalance: () => {
			balanceCalls++;
			return options.balance?.() ?? Promise.resolve(0);
		},
		leave: (url) => void left.push(url),
		origin: 'https://club.example',
	});
	return { topup, ...fake, backing, left, balanceCalls: () => balanceCalls };
}
