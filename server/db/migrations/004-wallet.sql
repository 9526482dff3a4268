-- Top-up and withdrawal requests, bank cards.
CREATE TABLE topups (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	amount bigint NOT NULL CHECK (amount > 0),
	method text NOT NULL,
	status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
	reason text,
	idem_key text NOT NULL,
	created_at timestamptz NOT NULL,
	decided_at timestamptz,
	decided_by text,
	UNIQUE (user_id, idem_key)
);
CREATE INDEX topups_user ON topups (user_id, id);
CREATE INDEX topups_pending ON topups (status) WHERE status = 'pending';

CREATE TABLE withdrawals (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users (id),
	amount bigint NOT NULL CHECK (amount > 0),
	card_masked text NOT NULL,
	bank_name text NOT NULL,
	status text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
	reason text,
	idem_key text NOT NULL,
	created_at timestamptz NOT NULL,
	decided_at timestamptz,
	decided_by text,
	UNIQUE (user_id, idem_key)
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id);
CREATE INDEX withdrawals_pending ON withdrawals (status) WHERE status = 'pending';

CREATE TABLE bank_cards (
	user_id bigint PRIMARY KEY REFERENCES users (id),
	holder_name text NOT NULL,
	bank_name text NOT NULL,
	last4 text NOT NULL,
	number_enc text NOT NULL,
	updated_at timestamptz NOT NULL
);
