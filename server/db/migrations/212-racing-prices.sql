-- Venue time zones, the house's seed money in Win and Place pools, jackpots carried from unbacked
-- pools, and the approximate price a race order was placed at.
ALTER TABLE meetings ADD COLUMN time_zone text;

-- one row per runner and pool; its money left house:liquidity when the race was carded:
CREATE TABLE pool_seeds (
	race_id bigint NOT NULL REFERENCES races (id),
	pool text NOT NULL CHECK (pool IN ('win', 'place')),
	horse_id integer NOT NULL,
	cents bigint NOT NULL CHECK (cents > 0),
	PRIMARY KEY (race_id, pool, horse_id)
);

-- what an unbacked pool left for the next race of the same kind at the venue (meetings.code):
CREATE TABLE jackpots (
	venue text NOT NULL,
	pool text NOT NULL,
	cents bigint NOT NULL DEFAULT 0 CHECK (cents >= 0),
	PRIMARY KEY (venue, pool)
);

-- jackpots a declared race took in, by pool (cents), so its result can say so:
ALTER TABLE races ADD COLUMN jackpot_in jsonb;
ALTER TABLE double_pools ADD COLUMN jackpot_in jsonb;

ALTER TABLE race_orders ADD COLUMN approx_price integer;
ALTER TABLE race_orders ADD COLUMN approx_return bigint;
