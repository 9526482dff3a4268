-- Sports book: events generated ahead of time, fixed-odds markets, and players' sport orders.
CREATE TABLE sports (
	code text PRIMARY KEY,
	name text NOT NULL,
	sort integer NOT NULL
);
INSERT INTO sports (code, name, sort) VALUES
	('football', 'Football', 1),
	('basketball', 'Basketball', 2),
	('tennis', 'Tennis', 3);

CREATE TABLE sport_events (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	-- sport, day and slot: generating the same day twice inserts nothing new
	gen_key text NOT NULL UNIQUE,
	sport text NOT NULL REFERENCES sports (code),
	league text NOT NULL,
	home text NOT NULL,
	away text NOT NULL,
	starts_at timestamptz NOT NULL,
	status text NOT NULL CHECK (status IN ('open', 'closed', 'resulted')),
	home_score integer,
	away_score integer,
	resulted_at timestamptz
);
CREATE INDEX sport_events_sport_start ON sport_events (sport, starts_at);
CREATE INDEX sport_events_unsettled ON sport_events (starts_at) WHERE status <> 'resulted';

CREATE TABLE sport_markets (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	event_id bigint NOT NULL REFERENCES sport_events (id),
	kind text NOT NULL CHECK (kind IN ('match_result', 'handicap', 'over_under')),
	-- handicap on the home side, or the total line; null for match result
	line numeric(5, 1),
	sort integer NOT NULL,
	UNIQUE (event_id, kind)
);

CREATE TABLE sport_selections (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	market_id bigint NOT NULL REFERENCES sport_markets (id),
	code text NOT NULL CHECK (code IN ('home', 'draw', 'away', 'over', 'under')),
	-- decimal odds times 100 (1.85 is 185)
	odds integer NOT NULL CHECK (odds > 100),
	sort integer NOT NULL,
	UNIQUE (market_id, code)
);

CREATE TABLE sport_orders (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	event_id bigint NOT NULL REFERENCES sport_events (id),
	market_id bigint NOT NULL REFERENCES sport_markets (id),
	selection_id bigint NOT NULL REFERENCES sport_selections (id),
	odds integer NOT NULL,
	stake bigint NOT NULL CHECK (stake > 0),
	status text NOT NULL CHECK (status IN ('pending', 'won', 'lost', 'refunded')),
	payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
	idem_key text NOT NULL,
	created_at timestamptz NOT NULL,
	settled_at timestamptz,
	UNIQUE (user_id, idem_key)
);
CREATE INDEX sport_orders_user ON sport_orders (user_id, id);
CREATE INDEX sport_orders_pending ON sport_orders (event_id) WHERE status = 'pending';
