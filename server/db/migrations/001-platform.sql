-- Settings, rate-limit counters and idempotency keys: shared by every API process.
CREATE TABLE settings (
	key text PRIMARY KEY,
	value text NOT NULL
);

CREATE TABLE rate_limits (
	bucket text NOT NULL,
	window_start timestamptz NOT NULL,
	hits integer NOT NULL,
	PRIMARY KEY (bucket, window_start)
);

CREATE TABLE idempotency_keys (
	user_id bigint NOT NULL,
	route text NOT NULL,
	key text NOT NULL,
	request_hash text NOT NULL,
	state text NOT NULL CHECK (state IN ('pending', 'done')),
	status integer,
	body text,
	created_at timestamptz NOT NULL,
	PRIMARY KEY (user_id, route, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
