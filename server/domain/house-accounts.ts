// The house's accounts (house:<name> in the ledger), a closed list: the ledger opens no other, so a mistyped
// name fails at once instead of opening a new account.
const HOUSE_ACCOUNTS = [
	// money in and out of the club: top-ups paid in, withdrawals paid out
	'cash',
	'promotions',
	'adjustments',
	'shop',
	'sportsbook',
	// racing: the book's margin, seed money lent and in pools, carried jackpots, stakes held, shortfalls waived
	'racing_book',
	'liquidity',
	'pool_seeds',
	'jackpots',
	'bets_held',
	'write_offs',
	// the demo's simulated crowd: what its bettors are funded from
	'crowd',
] as const;

/** The held stakes are spread over shards (bets_held, bets_held:1, ...) so bet batches rarely wait on one row. */
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number] | `bets_held:${number}`;

const SHARD = /^bets_held:[1-9]\d*$/;

export const isHouseAccount = (name: string): name is HouseAccount =>
	(HOUSE_ACCOUNTS as readonly string[]).includes(name) || SHARD.test(name);
