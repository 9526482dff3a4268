-- Race meetings, races, runners and the players' race orders. Days are YYYY-MM-DD in the
-- operator's time zone, kept as text so no driver shifts them through a local midnight.
CREATE TABLE meetings (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	day text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
	venue text NOT NULL,
	event_type text NOT NULL CHECK (event_type IN ('Races', 'Harness', 'Greyhounds')),
	code text NOT NULL,
	UNIQUE (day, code)
);
CREATE INDEX meetings_day_type ON meetings (day, event_type);

CREATE TABLE races (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	meeting_id bigint NOT NULL REFERENCES meetings (id),
	race_no integer NOT NULL CHECK (race_no > 0),
	code text NOT NULL,
	start_time timestamptz NOT NULL,
	distance integer NOT NULL CHECK (distance > 0),
	status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'resulted', 'abandoned')),
	-- fixed from the field when betting closes:
	places_paid integer,
	result jsonb,
	dividends jsonb,
	seed bigint NOT NULL,
	UNIQUE (meeting_id, race_no)
);
CREATE INDEX races_status_start ON races (status, start_time);

CREATE TABLE runners (
	race_id bigint NOT NULL REFERENCES races (id),
	horse_id integer NOT NULL CHECK (horse_id > 0),
	name text NOT NULL,
	barrier integer NOT NULL,
	jockey text NOT NULL,
	odds double precision NOT NULL CHECK (odds > 1),
	scratched boolean NOT NULL DEFAULT false,
	PRIMARY KEY (race_id, horse_id)
);

-- a double's pools are its pair of races; declared once both legs have a result:
CREATE TABLE double_pools (
	race_id bigint NOT NULL REFERENCES races (id),
	race_id2 bigint NOT NULL REFERENCES races (id),
	dividends jsonb NOT NULL,
	PRIMARY KEY (race_id, race_id2)
);

CREATE TABLE race_orders (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	idem_key text NOT NULL,
	bet_type integer NOT NULL CHECK (bet_type BETWEEN 1 AND 15),
	race_id bigint NOT NULL REFERENCES races (id),
	race_id2 bigint REFERENCES races (id),
	selections jsonb NOT NULL,
	combinations integer NOT NULL CHECK (combinations > 0),
	unit_stake bigint NOT NULL CHECK (unit_stake > 0),
	total_stake bigint NOT NULL CHECK (total_stake > 0),
	status text NOT NULL DEFAULT 'pending'
		CHECK (status IN ('pending', 'won', 'lost', 'refunded', 'partiallyRefunded')),
	return_cents bigint NOT NULL DEFAULT 0 CHECK (return_cents >= 0),
	settlement jsonb,
	created_at timestamptz NOT NULL,
	settled_at timestamptz,
	UNIQUE (user_id, idem_key)
);
CREATE INDEX race_orders_user ON race_orders (user_id, id DESC);
CREATE INDEX race_orders_pending1 ON race_orders (race_id) WHERE status = 'pending';
CREATE INDEX race_orders_pending2 ON race_orders (race_id2) WHERE status = 'pending';
CREATE INDEX race_orders_race ON race_orders (race_id);
