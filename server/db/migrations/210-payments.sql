-- Top-ups through a payment provider: the checkout a card or e-wallet top-up waits on, a final
-- `failed` state (declined, expired, provider unreachable) with a reason code, and every webhook event.
ALTER TABLE topups DROP CONSTRAINT topups_status_check;
ALTER TABLE topups ADD CONSTRAINT topups_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'failed'));
ALTER TABLE topups
	ADD COLUMN reason_code text,
	ADD COLUMN provider text,
	ADD COLUMN checkout_id text,
	ADD COLUMN checkout_url text,
	ADD COLUMN checkout_expires_at timestamptz;
CREATE UNIQUE INDEX topups_checkout ON topups (provider, checkout_id) WHERE checkout_id IS NOT NULL;

-- One row per provider event id: a replayed or duplicated event finds its row and moves nothing.
CREATE TABLE payment_events (
	provider text NOT NULL,
	event_id text NOT NULL,
	type text NOT NULL,
	topup_id bigint REFERENCES topups (id),
	outcome text NOT NULL,
	payload text NOT NULL,
	received_at timestamptz NOT NULL,
	PRIMARY KEY (provider, event_id)
);
CREATE INDEX payment_events_topup ON payment_events (topup_id) WHERE topup_id IS NOT NULL;

-- The demo provider's own sessions (DEMO=1): what a real provider would keep on its side.
CREATE TABLE demo_checkouts (
	id text PRIMARY KEY,
	reference text NOT NULL,
	amount bigint NOT NULL CHECK (amount > 0),
	currency text NOT NULL,
	method text NOT NULL,
	language text NOT NULL,
	return_url text NOT NULL,
	status text NOT NULL CHECK (status IN ('open', 'completed', 'declined', 'expired')),
	event_id text,
	created_at timestamptz NOT NULL,
	expires_at timestamptz NOT NULL,
	decided_at timestamptz,
	-- set once the server has accepted the session's event; until then it is sent again
	delivered_at timestamptz
);
CREATE INDEX demo_checkouts_open ON demo_checkouts (expires_at) WHERE status = 'open';
CREATE INDEX demo_checkouts_undelivered ON demo_checkouts (decided_at) WHERE status <> 'open' AND delivered_at IS NULL;
