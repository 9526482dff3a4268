-- The statement-level reference checks of 006 and 210 read the referenced rows without locking them, so a
-- delete running beside an insert could pass its own check (the new rows not yet visible to it) and leave
-- them pointing at nothing once both committed. As a foreign key does, each check now takes FOR KEY SHARE on
-- the rows it references, in id order: a delete of one of them waits for the inserting transaction and then
-- sees its rows. KEY SHARE does not block balance updates (they change no key), nor other inserts.
CREATE OR REPLACE FUNCTION ledger_entries_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT count(DISTINCT tx_id) FROM new_entries)
		<> (SELECT count(*) FROM (SELECT id FROM ledger_transactions WHERE id IN (SELECT tx_id FROM new_entries)
			ORDER BY id FOR KEY SHARE) locked) THEN
		RAISE EXCEPTION 'ledger entry for an unknown transaction' USING ERRCODE = 'foreign_key_violation';
	END IF;
	IF (SELECT count(DISTINCT account_id) FROM new_entries)
		<> (SELECT count(*) FROM (SELECT id FROM accounts WHERE id IN (SELECT account_id FROM new_entries)
			ORDER BY id FOR KEY SHARE) locked) THEN
		RAISE EXCEPTION 'ledger entry for an unknown account' USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION race_orders_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT count(DISTINCT user_id) FROM new_orders)
		<> (SELECT count(*) FROM (SELECT id FROM users WHERE id IN (SELECT user_id FROM new_orders)
			ORDER BY id FOR KEY SHARE) locked) THEN
		RAISE EXCEPTION 'race order for an unknown player' USING ERRCODE = 'foreign_key_violation';
	END IF;
	IF (SELECT count(*) FROM (SELECT race_id FROM new_orders UNION SELECT race_id2 FROM new_orders WHERE race_id2 IS NOT NULL) n)
		<> (SELECT count(*) FROM (SELECT id FROM races WHERE id IN (SELECT race_id FROM new_orders
			UNION SELECT race_id2 FROM new_orders WHERE race_id2 IS NOT NULL) ORDER BY id FOR KEY SHARE) locked) THEN
		RAISE EXCEPTION 'race order for an unknown race' USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NULL;
END $$;
