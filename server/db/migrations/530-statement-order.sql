-- The statement reads newest first by the entry's time, in id order within one second (the order the running
-- balance was written in): this index serves that order for one account.
CREATE INDEX ledger_entries_account_time
	ON ledger_entries (account_id, date_trunc('second', created_at AT TIME ZONE 'UTC') DESC, id DESC);
