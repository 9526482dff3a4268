-- Danmu: short public comments on a live stream, kept as plain text.
CREATE TABLE danmu (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	stream_id text NOT NULL,
	user_id bigint REFERENCES users (id),
	text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 60),
	color text NOT NULL CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
	created_at timestamptz NOT NULL
);
CREATE INDEX danmu_stream ON danmu (stream_id, id);
