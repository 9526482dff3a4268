// The house's racing accounts, by their names in the closed list of house accounts.
import type { HouseAccount } from '../house-accounts.ts';

/** Where the book's margin (or loss) on settled bets lands: commission and the cents rounding leaves. */
export const RACING_BOOK: HouseAccount = 'racing_book';
/** The money the house puts into pools as seed liquidity, and gets back at the result. */
export const LIQUIDITY: HouseAccount = 'liquidity';
/** Seed money sitting in pools not yet declared. */
export const POOL_SEEDS: HouseAccount = 'pool_seeds';
/** Jackpots carried from unbacked pools, waiting for the next race of their kind. */
export const JACKPOTS: HouseAccount = 'jackpots';
