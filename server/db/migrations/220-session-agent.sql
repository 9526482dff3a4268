-- The browser a session signed in from (its User-Agent, cut short), so the player's device list can name it.
ALTER TABLE sessions ADD COLUMN user_agent text;
