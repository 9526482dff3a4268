-- The order list filtered by state (GET /api/order/list?status=): a player's orders of one state, newest first.
CREATE INDEX race_orders_user_status ON race_orders (user_id, status, id DESC);
