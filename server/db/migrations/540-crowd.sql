-- The demo's simulated crowd bets through the players' own path, so its bettors are rows here; marked, so no
-- player list, sign-in, invitation or count ever takes them for players.
ALTER TABLE users ADD COLUMN crowd boolean NOT NULL DEFAULT false;
-- a race's result shows the doubles that end at it:
CREATE INDEX double_pools_leg2 ON double_pools (race_id2);
