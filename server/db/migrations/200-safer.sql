-- Safer play: a player's own limits, self-exclusion, reality-check interval, and every change to them.
-- One row per player; guards lock it FOR UPDATE before any ledger lock, so limit checks serialise.
CREATE TABLE safer_players (
	user_id bigint PRIMARY KEY REFERENCES users (id),
	excluded_until timestamptz,
	excluded_permanent boolean NOT NULL DEFAULT false,
	reality_minutes integer NOT NULL DEFAULT 0 CHECK (reality_minutes IN (0, 15, 30, 60)),
	updated_at timestamptz NOT NULL
);

-- amount NULL = no limit; pending_at NOT NULL = a raise or removal waiting out its cooling-off period.
CREATE TABLE safer_limits (
	user_id bigint NOT NULL REFERENCES users (id),
	kind text NOT NULL CHECK (kind IN ('deposit', 'bet')),
	period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'per_bet')),
	amount bigint CHECK (amount > 0),
	pending_amount bigint CHECK (pending_amount > 0),
	pending_at timestamptz,
	updated_at timestamptz NOT NULL,
	PRIMARY KEY (user_id, kind, period)
);

CREATE TABLE safer_audit (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	actor text NOT NULL,
	what text NOT NULL,
	old_value text,
	new_value text,
	effective_at timestamptz NOT NULL,
	created_at timestamptz NOT NULL
);
CREATE INDEX safer_audit_user ON safer_audit (user_id, id);
CREATE INDEX topups_user_created ON topups (user_id, created_at);
CREATE INDEX race_orders_user_created ON race_orders (user_id, created_at);
CREATE INDEX sport_orders_user_created ON sport_orders (user_id, created_at);
