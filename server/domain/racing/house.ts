// The house's racing accounts (house:<name> in the ledger).

/** Where the book's margin (or loss) on settled bets lands: commission and the cents rounding leaves. */
export const RACING_BOOK = 'racing_book';
/** The money the house puts into pools as seed liquidity, and gets back at the result. */
export const LIQUIDITY = 'liquidity';
/** Seed money sitting in pools not yet declared. */
export const POOL_SEEDS = 'pool_seeds';
/** Jackpots carried from unbacked pools, waiting for the next race of their kind. */
export const JACKPOTS = 'jackpots';
