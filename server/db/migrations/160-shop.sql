-- Shop: a catalogue with stock that never goes below zero, and what players bought.
CREATE TABLE shop_items (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	code text NOT NULL UNIQUE,
	name text NOT NULL,
	description text NOT NULL,
	price bigint NOT NULL CHECK (price > 0),
	stock integer NOT NULL CHECK (stock >= 0),
	glyph text NOT NULL,
	sort integer NOT NULL DEFAULT 0
);

CREATE TABLE shop_purchases (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	item_id bigint NOT NULL REFERENCES shop_items (id),
	quantity integer NOT NULL CHECK (quantity > 0),
	unit_price bigint NOT NULL,
	total bigint NOT NULL CHECK (total > 0),
	idem_key text NOT NULL,
	created_at timestamptz NOT NULL,
	UNIQUE (user_id, idem_key)
);
CREATE INDEX shop_purchases_user ON shop_purchases (user_id, id);
