-- Races from a data provider, and corrections with money right. A race is the simulator's (drawn from
-- its seed, demo mode only) or the feed's (carded, scratched, closed and resulted by the provider or staff).
ALTER TABLE races ADD COLUMN source text NOT NULL DEFAULT 'sim' CHECK (source IN ('sim', 'feed'));
ALTER TABLE races ADD COLUMN name text;
-- the pools the provider offers on the race; null offers every pool:
ALTER TABLE races ADD COLUMN pools text[];
-- the provider's own dividends per $1, as given; shown beside ours, never paid from:
ALTER TABLE races ADD COLUMN official_dividends jsonb;
-- what a declaration carried out of each unbacked pool (cents), so a correction can tell what changed:
ALTER TABLE races ADD COLUMN jackpot_out jsonb;
ALTER TABLE races ADD COLUMN corrected_at timestamptz;
ALTER TABLE double_pools ADD COLUMN jackpot_out jsonb;

ALTER TABLE runners ADD COLUMN trainer text;
ALTER TABLE runners ADD COLUMN weight_kg double precision;
-- the provider's silks colours (CSS colours), null for the simulator's, which are drawn from the name:
ALTER TABLE runners ADD COLUMN silks jsonb;

-- why an order's money moved after its first settlement, in words the player's app can show:
ALTER TABLE race_orders ADD COLUMN correction text CHECK (correction IN ('voided', 'refunded', 'resettled'));
ALTER TABLE race_orders ADD COLUMN corrected_at timestamptz;

-- every correction: who (staff, operator or the feed), what, why; one row per action, never updated:
CREATE TABLE race_corrections (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	action text NOT NULL,
	race_id bigint,
	order_id bigint,
	actor_kind text NOT NULL CHECK (actor_kind IN ('staff', 'operator', 'feed')),
	actor_id text NOT NULL,
	reason text NOT NULL,
	detail jsonb NOT NULL,
	created_at timestamptz NOT NULL
);
CREATE INDEX race_corrections_race ON race_corrections (race_id, id);

-- every change a feed import made, field by field; an import that changes nothing writes nothing:
CREATE TABLE feed_changes (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	provider text NOT NULL,
	entity text NOT NULL,
	entity_key text NOT NULL,
	field text NOT NULL,
	before jsonb,
	after jsonb,
	created_at timestamptz NOT NULL
);
CREATE INDEX feed_changes_time ON feed_changes (created_at DESC, id DESC);

-- the last poll of each provider, so staff see a feed that has gone quiet:
CREATE TABLE feed_status (
	provider text PRIMARY KEY,
	last_ok_at timestamptz,
	last_error text,
	last_error_at timestamptz,
	changes bigint NOT NULL DEFAULT 0
);
