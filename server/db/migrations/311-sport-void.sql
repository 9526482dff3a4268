-- A sports event can be voided by a trader: every pending order on it is refunded.
ALTER TABLE sport_events DROP CONSTRAINT sport_events_status_check;
ALTER TABLE sport_events ADD CONSTRAINT sport_events_status_check CHECK (status IN ('open', 'closed', 'resulted', 'void'));
