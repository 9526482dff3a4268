-- Named staff accounts with roles and a TOTP second factor, their short sessions, the audit of every
-- staff action (who, what, why, on which player), and a player's suspension.
CREATE TABLE staff (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_name text NOT NULL,
	password_hash text NOT NULL,
	roles text[] NOT NULL,
	-- base32; null until the second factor is enrolled and confirmed with a first code:
	totp_secret text,
	totp_pending text,
	-- the last time step a code was accepted for, so a code works once:
	totp_last_step bigint NOT NULL DEFAULT 0,
	disabled_at timestamptz,
	created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX staff_user_name ON staff (lower(user_name));

CREATE TABLE staff_sessions (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	staff_id bigint NOT NULL REFERENCES staff (id),
	token_hash text NOT NULL UNIQUE,
	-- a session signed in by password only may enrol or give its code, nothing else:
	verified boolean NOT NULL DEFAULT false,
	created_at timestamptz NOT NULL,
	last_seen_at timestamptz NOT NULL,
	revoked_at timestamptz
);

CREATE TABLE staff_audit (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	staff_id bigint REFERENCES staff (id),
	-- the staff member's name, or cli:<os user> for the operator command line:
	actor text NOT NULL,
	action text NOT NULL,
	player_id bigint REFERENCES users (id),
	target text,
	reason text,
	detail text,
	outcome text NOT NULL,
	created_at timestamptz NOT NULL
);
CREATE INDEX staff_audit_created ON staff_audit (created_at DESC, id DESC);
CREATE INDEX staff_audit_player ON staff_audit (player_id, id DESC);
CREATE INDEX staff_audit_staff ON staff_audit (actor, id DESC);

ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspended_reason text;
