-- Failed sign-ins per bucket (a name, a name on one device, an address): the sign-in throttle counts failures only.
CREATE TABLE signin_failures (
	bucket text PRIMARY KEY,
	failures integer NOT NULL,
	last_failure_at timestamptz NOT NULL
);
CREATE INDEX signin_failures_last ON signin_failures (last_failure_at);
