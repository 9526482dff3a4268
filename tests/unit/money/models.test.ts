// Each of the five money actions keeps or spends its Idempotency-Key by the one rule: the first send meets a
// reply, the player sends the same action again, and the retry carries the old key only when it was kept.
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createBetDraft } from '../../../src/state/bets/bet-draft-model.ts';
import { createShop } from '../../../src/state/shop/shop-model.ts';
import { createSports } from '../../../src/state/sports/sports-model.ts';
import { createTopup } from '../../../src/state/wallet/topup-model.ts';
import { createWallet } from '../../../src/state/wallet/wallet-model.ts';
import { fakeClock } from '../../setup/fake-clock.ts';
import { fakeLogger } from '../api/fakes.ts';
import { RACES, runnersOf } from '../race/setup.ts';
import { fakeDeps, fakeServer, ok, type Route, refusal, sportEvent } from '../sports/setup.ts';

type Reply = ReturnType<Route>;
interface Case {
	name: string;
	/** The reply to the n-th money POST; later ones succeed. */
	money(n: number): Reply | null;
	refresh?: Reply;
	kept: boolean;
}

const once = (reply: Reply) => (n: number) => (n === 0 ? reply : null);
const CASES: Case[] = [
	{ name: '400 refusal', money: once(refusal(400, 'Insufficient balance')), kept: false },
	{
		name: '422 key used for another payload',
		money: once(refusal(422, 'Key used with a different request')),
		kept: false,
	},
	{
		name: '409 still in progress',
		money: once(refusal(409, 'A request with this Idempotency-Key is still in progress', 'idempotency_in_progress')),
		kept: true,
	},
	{ name: '429 too many requests', money: once(refusal(429, 'Too many requests')), kept: true },
	{ name: '503 server fault', money: once(refusal(503, 'Service unavailable')), kept: true },
	{ name: 'no reply', money: once(new TypeError('network down')), kept: true },
	{
		name: '401 again after a refresh',
		money: (n) => (n < 2 ? refusal(401, 'Login has expired, please log in again.') : null),
		refresh: ok({ access_token: 'a2', refresh_token: 'r2' }),
		kept: true,
	},
	{ name: 'expired session', money: once(refusal(401, 'expired')), refresh: refusal(401, 'revoked'), kept: true },
];

const EVENT = sportEvent();
const SELECTION = EVENT.markets![0]!.selections[0]!;
const ITEM = { id: 1, name: 'Club mug', description: '', price: 12.5, stock: 5, sold_out: false, glyph: '☕' };

type Server = ReturnType<typeof fakeServer>;
type Deps = ReturnType<typeof fakeDeps>['deps'];

const walletOver = (http: Server['http'], deps: Deps) =>
	createWallet({
		...deps,
		http,
		logger: fakeLogger(),
		fetchBalance: async () => 0,
		fetchBankCard: async () => null,
		saveBankCard: async (card) => card,
	});
const topupOver = (http: Server['http'], deps: Deps) =>
	createTopup({
		...deps,
		http,
		logger: fakeLogger(),
		clock: fakeClock(),
		fetchBalance: async () => 0,
		leave: () => {},
		origin: 'http://127.0.0.1',
	});
// each sends the same player action twice, whatever the first reply:
const ACTIONS: [name: string, path: string, act: (server: Server, deps: Deps) => Promise<void>][] = [
	[
		'bet',
		'/order/place-order',
		async ({ http }, deps) => {
			const model = createBetDraft({
				...deps,
				runners: async (id) => runnersOf(Number(id)),
				rate: async () => 7.8,
				send: (payload, idempotencyKey) => http.post('/order/place-order', payload, { idempotencyKey }),
				uuid: deps.newKey,
				toast: deps.notify,
				placed() {},
			});
			model.selectType(1);
			await model.setLeg(RACES[0]!);
			model.toggleHorse('horse', 1);
			model.setAmount('2');
			await model.submit();
			await model.submit();
		},
	],
	[
		'sport slip',
		'/sports/order',
		async ({ http }, deps) => {
			const model = createSports({ ...deps, http });
			model.pick(EVENT, EVENT.markets![0]!, SELECTION);
			model.setStake('10');
			await model.placeOrder();
			await model.placeOrder();
		},
	],
	[
		'top-up',
		'/wallet/topup',
		async ({ http }, deps) => {
			const topup = topupOver(http, deps);
			await topup.request({ amount: '100', method: 'card' }, 10000).catch(() => {});
			await topup.request({ amount: '100', method: 'card' }, 10000);
		},
	],
	[
		'withdrawal',
		'/wallet/withdraw',
		async ({ http }, deps) => {
			const wallet = walletOver(http, deps);
			await wallet.requestWithdrawal({ amount: '20' }, 2000).catch(() => {});
			await wallet.requestWithdrawal({ amount: '20' }, 2000);
		},
	],
	[
		'shop purchase',
		'/shop/buy',
		async ({ http }, deps) => {
			const model = createShop({ ...deps, http });
			await model.buy(ITEM);
			await model.buy(ITEM);
		},
	],
];

const AT = '2025-09-13T08:00:00Z';
// what the server answers a money POST that went through, whole (server/README.md), so the app can read it:
function accepted(path: string, id: number) {
	const event = { id: 1, home: 'Home', away: 'Away', starts_at: AT };
	const replies: Record<string, object> = {
		'/wallet/topup': {
			...{ id, amount: 100, method: 'card', status: 'pending', reason: null, reason_code: null, created_at: AT },
			...{ reference: `HC${id}`, checkout: null, pay_to: null },
		},
		'/wallet/withdraw': {
			...{ id, amount: 20, card_number: '**** 1111', bank_name: 'Bank', status: 'pending', reason: null },
			...{ created_at: AT, decided_at: null },
		},
		'/sports/order': {
			...{ id, event, market: { id: 1, kind: 'h2h', name: 'Winner', line: null } },
			...{ selection: { id: 1, code: 'home', name: 'Home' }, odds: 2, stake: 10, status: 'pending', return: 0 },
			...{ potential_return: 20, created_at: AT },
		},
		'/shop/buy': {
			...{ id, item: { id: 1, name: 'Club mug', glyph: '☕' }, quantity: 1, unit_price: 12.5, total: 12.5 },
			created_at: AT,
		},
	};
	return replies[path] ?? { id, status: 'pending' };
}

// ---
const Models = suite('every money action follows the one key rule');

for (const [action, path, act] of ACTIONS) {
	Models(`${action}: what each reply leaves for the retry`, async () => {
		for (const c of CASES) {
			const server = fakeServer({
				[`POST ${path}`]: (_call, n) => c.money(n) ?? ok(accepted(path, n + 1)),
				'POST /user/refresh_token': () => c.refresh ?? refusal(401, 'no refresh'),
				'GET /shop/items': () => ok({ list: [ITEM] }),
				'GET /shop/purchases': () => ok({ list: [], page: 1, size: 20, total: 0 }),
			});
			await act(server, fakeDeps().deps);
			const keys = server.calls('POST', path).map((call) => call.headers['idempotency-key']);
			assert.ok(keys.length >= 2, `${action}, ${c.name}: the retry was not sent`);
			const reused = keys.at(-1) === keys[0];
			assert.is(reused, c.kept, `${action}, ${c.name}: the key should be ${c.kept ? 'kept' : 'spent'}`);
		}
	});
}

Models.run();
