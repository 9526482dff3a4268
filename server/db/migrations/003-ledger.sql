-- Double-entry, append-only ledger in integer cents.
CREATE TABLE accounts (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	code text NOT NULL UNIQUE,
	kind text NOT NULL,
	user_id bigint REFERENCES users (id),
	balance bigint NOT NULL DEFAULT 0,
	allow_negative boolean NOT NULL DEFAULT false,
	CHECK (allow_negative OR balance >= 0)
);
CREATE INDEX accounts_user ON accounts (user_id);

CREATE TABLE ledger_transactions (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	kind text NOT NULL,
	ref text NOT NULL,
	memo text,
	created_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_ref ON ledger_transactions (ref);

CREATE TABLE ledger_entries (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	tx_id bigint NOT NULL REFERENCES ledger_transactions (id),
	account_id bigint NOT NULL REFERENCES accounts (id),
	amount bigint NOT NULL CHECK (amount <> 0),
	balance_after bigint NOT NULL,
	created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_tx ON ledger_entries (tx_id);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger rows are append-only';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
	FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
	FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- checked at commit, so a transaction's entries may be inserted one by one:
CREATE FUNCTION ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT sum(amount) FROM ledger_entries WHERE tx_id = NEW.tx_id) <> 0 THEN
		RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.tx_id;
	END IF;
	RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_balanced();
