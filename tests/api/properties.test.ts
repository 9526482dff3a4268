import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HouseAccount } from '../../server/domain/house-accounts.ts';
import { houseAccount, InsufficientFunds, playerAccount, post } from '../../server/domain/ledger.ts';
import { MAX_AMOUNT, parseMoney } from '../../server/http/money.ts';
import { type Harness, harness } from './support/harness.ts';

const money = suite('money parser properties');

money('every amount with at most 2 decimals parses to the same cents', () => {
	fc.assert(
		fc.property(fc.integer({ min: 1, max: MAX_AMOUNT * 100 }), (cents) => {
			const r = parseMoney(Number((cents / 100).toFixed(2)));
			return r.ok && r.cents === cents;
		}),
	);
});

money('more than 2 decimals, non-positive, non-finite and non-number values are all refused', () => {
	fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (n) => !parseMoney(n / 1000 + 0.0001).ok));
	fc.assert(fc.property(fc.double({ max: 0 }), (x) => !parseMoney(x).ok));
	fc.assert(fc.property(fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.object()), (x) => !parseMoney(x).ok));
	for (const x of [Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT + 0.01, 1e300])
		assert.not.ok(parseMoney(x).ok, String(x));
});

money.run();

// ---

const ledger = suite<{ h: Harness }>('ledger properties', {} as { h: Harness });
ledger.before(async (ctx) => {
	ctx.h = await harness();
	await ctx.h.db.query(
		`INSERT INTO users (user_name, phone, password_hash, invite_code, created_at) VALUES ('prop', '+10000000001', 'x', 'PROPCODE', now())`,
	);
});
ledger.after(async (ctx) => ctx.h.close());

ledger('any sequence of transfers keeps every balance equal to its entries and never below zero', async ({ h }) => {
	const userId = (await h.db.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'prop'`)).rows[0]!.id;
	// one transaction is one connection: its queries go one after another (pg@9 refuses overlapping ones)
	const [house, wallet, held] = await h.db.tx(async (tx) => [
		await houseAccount(tx, 'cash'),
		await playerAccount(tx, userId),
		await playerAccount(tx, userId, 'held'),
	]);
	const accounts = [house, wallet, held] as number[];
	const move = fc.record({
		from: fc.integer({ min: 0, max: 2 }),
		to: fc.integer({ min: 0, max: 2 }),
		cents: fc.integer({ min: 1, max: 5000 }),
	});
	await fc.assert(
		fc.asyncProperty(fc.array(move, { maxLength: 15 }), async (moves) => {
			for (const m of moves) {
				if (m.from === m.to) continue;
				const entries = [
					{ account: accounts[m.from]!, amount: -m.cents },
					{ account: accounts[m.to]!, amount: m.cents },
				];
				try {
					await h.db.tx((tx) => post(tx, { kind: 'test', ref: 'prop', entries }));
				} catch (err) {
					if (!(err instanceof InsufficientFunds)) throw err;
				}
			}
			const report = await h.audit();
			return report.ok;
		}),
		{ numRuns: 30 },
	);
});

ledger('a house account not in the closed list is refused, and none is opened for it', async ({ h }) => {
	const before = (await h.db.query(`SELECT 1 FROM accounts WHERE kind = 'house'`)).rowCount;
	for (const name of ['csah', 'bets_held:x', 'bets_held:0'] as HouseAccount[]) {
		const err = await h.db.tx((tx) => houseAccount(tx, name)).catch((e: Error) => e);
		assert.instance(err, Error, name);
		assert.match((err as Error).message, `house:${name} is not a house account`);
	}
	await h.db.tx(async (tx) => {
		assert.type(await houseAccount(tx, 'bets_held:3'), 'number', 'a shard of the held stakes is one of them');
	});
	const after = (await h.db.query(`SELECT 1 FROM accounts WHERE kind = 'house'`)).rowCount;
	assert.is(after, before + 1, 'only the shard was opened');
});

ledger('unbalanced or empty postings are refused before they touch the database', async ({ h }) => {
	const wallet = (await h.db.query<{ id: number }>(`SELECT id FROM accounts WHERE code LIKE 'wallet:%'`)).rows[0]!.id;
	const house = (await h.db.query<{ id: number }>(`SELECT id FROM accounts WHERE code = 'house:cash'`)).rows[0]!.id;
	const bad = [
		[{ account: wallet, amount: 5 }],
		[
			{ account: wallet, amount: 5 },
			{ account: house, amount: -4 },
		],
		[
			{ account: wallet, amount: 0.5 },
			{ account: house, amount: -0.5 },
		],
	];
	for (const entries of bad) {
		try {
			await h.db.tx((tx) => post(tx, { kind: 'test', ref: 'bad', entries }));
			assert.unreachable('posting should fail');
		} catch (err) {
			assert.instance(err, Error);
		}
	}
	try {
		await h.db.query('DELETE FROM ledger_entries');
		assert.unreachable('entries are append-only');
	} catch (err) {
		assert.match(String(err), /append-only/);
	}
});

ledger.run();
