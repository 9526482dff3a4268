-- Entries reference their transaction and account through one check per INSERT statement instead of a
-- foreign-key lookup per row: a batch of bets writes hundreds of entries at once, and the per-row
-- lookups cost more than the rest of the batch's writes together. Deleting (or renumbering) a
-- transaction or an account that entries point to stays refused, as the foreign keys refused it.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_tx_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;

CREATE FUNCTION ledger_entries_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT count(DISTINCT tx_id) FROM new_entries)
		<> (SELECT count(*) FROM ledger_transactions WHERE id IN (SELECT tx_id FROM new_entries)) THEN
		RAISE EXCEPTION 'ledger entry for an unknown transaction' USING ERRCODE = 'foreign_key_violation';
	END IF;
	IF EXISTS (SELECT 1 FROM (SELECT DISTINCT account_id FROM new_entries) n
		WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = n.account_id)) THEN
		RAISE EXCEPTION 'ledger entry for an unknown account' USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
	REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_references();

CREATE FUNCTION accounts_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = OLD.id) THEN
		RAISE EXCEPTION 'account % has ledger entries', OLD.id USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER accounts_referenced BEFORE DELETE OR UPDATE OF id ON accounts
	FOR EACH ROW EXECUTE FUNCTION accounts_referenced();

CREATE FUNCTION ledger_truncate_refused() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger rows are append-only';
END $$;
CREATE TRIGGER accounts_no_truncate BEFORE TRUNCATE ON accounts
	FOR EACH STATEMENT EXECUTE FUNCTION ledger_truncate_refused();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
	FOR EACH STATEMENT EXECUTE FUNCTION ledger_truncate_refused();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
	FOR EACH STATEMENT EXECUTE FUNCTION ledger_truncate_refused();
