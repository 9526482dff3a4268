-- Sign-in attempts in flight per address, reserved before any password is hashed (released when each ends, or
-- forgotten a minute after the last reservation, should a process die holding some).
ALTER TABLE signin_failures ADD COLUMN pending integer NOT NULL DEFAULT 0;
ALTER TABLE signin_failures ADD COLUMN pending_at timestamptz;

-- Wrong passwords tried on a player's name, shown to them on their devices page.
CREATE TABLE signin_failed_attempts (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	at timestamptz NOT NULL,
	address text NOT NULL,
	device_id text NOT NULL,
	user_agent text
);
CREATE INDEX signin_failed_attempts_user ON signin_failed_attempts (user_id, at DESC);

-- The devices list, grouped by device and paged, reads a player's sessions by device.
CREATE INDEX sessions_user_device ON sessions (user_id, device_id, last_seen_at DESC);
