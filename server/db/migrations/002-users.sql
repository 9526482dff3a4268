-- Players, their sessions (refresh-token families) and phone verification codes.
CREATE TABLE users (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_name text NOT NULL,
	phone text NOT NULL,
	password_hash text NOT NULL,
	invite_code text NOT NULL UNIQUE,
	invited_by bigint REFERENCES users (id),
	referral_rewarded_at timestamptz,
	created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_name_lower ON users (lower(user_name));
CREATE INDEX users_invited_by ON users (invited_by);

CREATE TABLE sessions (
	id uuid PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	device_id text NOT NULL,
	created_at timestamptz NOT NULL,
	last_seen_at timestamptz NOT NULL,
	revoked_at timestamptz,
	revoke_reason text
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE refresh_tokens (
	token_hash text PRIMARY KEY,
	session_id uuid NOT NULL REFERENCES sessions (id),
	created_at timestamptz NOT NULL,
	expires_at timestamptz NOT NULL,
	used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE verifications (
	id uuid PRIMARY KEY,
	phone text NOT NULL,
	code_hash text NOT NULL,
	created_at timestamptz NOT NULL,
	expires_at timestamptz NOT NULL,
	attempts integer NOT NULL DEFAULT 0,
	used_at timestamptz
);
