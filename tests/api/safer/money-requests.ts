// The five money requests a player sends, what they could leave behind, and a hook that lands a staff action
// after a request's session was checked (or just before a transaction opens), for the suspension and exclusion tests.
import type { Db } from '../../../server/db/db.ts';
import { balance, betBody, type RaceFixture } from '../racing/support.ts';
import type { Harness, Reply } from '../support/harness.ts';
import { key, type Player } from '../support/players.ts';

export type LateAction = ReturnType<typeof lateAction>;

/** Runs an action right after the next player session check, or just before the next transaction opens. */
export function lateAction() {
	let afterAuth: (() => Promise<unknown>) | null = null;
	let beforeTx: (() => Promise<unknown>) | null = null;
	const take = <T>(f: T | null, clear: () => void) => {
		clear();
		return f;
	};
	return {
		wrap: (db: Db): Db => ({
			kind: db.kind,
			query: (async (sql: string, params?: unknown[]) => {
				const result = await db.query(sql, params);
				if (afterAuth && /FROM sessions WHERE id = \$1 AND user_id = \$2/.test(sql))
					await take(afterAuth, () => (afterAuth = null))?.();
				return result;
			}) as Db['query'],
			async tx(fn) {
				await take(beforeTx, () => (beforeTx = null))?.();
				return db.tx(fn);
			},
			close: () => db.close(),
		}),
		afterAuth(run: () => Promise<unknown>) {
			afterAuth = run;
		},
		beforeTx(run: () => Promise<unknown>) {
			beforeTx = run;
		},
	};
}

/** What a money request could leave behind: the wallet, ledger lines and records of every kind. */
export async function trail(h: Harness, p: Player) {
	const { rows } = await h.db.query<{ n: string }>(
		`SELECT concat_ws(',', (SELECT count(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = $1),
			(SELECT count(*) FROM race_orders WHERE user_id = $1), (SELECT count(*) FROM sport_orders WHERE user_id = $1),
			(SELECT count(*) FROM topups WHERE user_id = $1), (SELECT count(*) FROM withdrawals WHERE user_id = $1),
			(SELECT count(*) FROM shop_purchases WHERE user_id = $1)) AS n`,
		[p.user_id],
	);
	return `${await balance(h, p)}:${rows[0]!.n}`;
}

async function sportPick(h: Harness) {
	const list = await h.call('GET', '/api/sports/list?size=1');
	const ev = (await h.call('GET', `/api/sports/detail?id=${list.body.data.list[0].id}`)).body.data;
	const m = ev.markets[0];
	return { event_id: ev.id, market_id: m.id, selection_id: m.selections[0].id, stake: 5, odds: m.selections[0].odds };
}

type Request = (h: Harness, p: Player, race: RaceFixture, lang: string) => Promise<Reply>;
const post = (path: string, body: unknown) => (h: Harness, p: Player, lang: string) =>
	h.call('POST', path, { token: p.access_token, headers: { 'Idempotency-Key': key(), 'accept-language': lang }, body });

export const MONEY_REQUESTS: [string, Request][] = [
	[
		'race bet',
		(h, p, race, lang) => post('/api/order/place-order', betBody(race, { bet_type: 1, horse: [1] }))(h, p, lang),
	],
	['sport bet', async (h, p, _race, lang) => post('/api/sports/order', await sportPick(h))(h, p, lang)],
	['top-up', (h, p, _race, lang) => post('/api/wallet/topup', { amount: 50, method: 'card' })(h, p, lang)],
	['withdrawal', (h, p, _race, lang) => post('/api/wallet/withdraw', { amount: 30 })(h, p, lang)],
	['shop', (h, p, _race, lang) => post('/api/shop/buy', { item_id: 1 })(h, p, lang)],
];
