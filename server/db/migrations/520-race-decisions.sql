-- Who decides a race's result: once staff or the operator has resulted, scratched on or voided a race, what a
-- race data feed later says about it is held for a trader to confirm, never applied on its own.
ALTER TABLE races ADD COLUMN decided_by text CHECK (decided_by IN ('staff', 'operator'));

CREATE TABLE feed_held_changes (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	race_id bigint NOT NULL REFERENCES races (id),
	provider text NOT NULL,
	action text NOT NULL CHECK (action IN ('result', 'scratch', 'void')),
	-- what the feed asked for, as the correction's input:
	proposal jsonb NOT NULL,
	-- the result in force when it was held:
	in_force jsonb,
	created_at timestamptz NOT NULL,
	decided_at timestamptz,
	decided_by text,
	decision text CHECK (decision IN ('applied', 'dismissed'))
);
-- the same proposal polled again is one held change, not one a poll:
CREATE UNIQUE INDEX feed_held_changes_open ON feed_held_changes (race_id, action, md5(proposal::text))
	WHERE decided_at IS NULL;
