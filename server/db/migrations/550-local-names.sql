-- Names in the player's language: a venue's and a runner's Chinese name where the provider (or the demo) gives one;
-- null reads as the English name.
ALTER TABLE meetings ADD COLUMN venue_zh text;
ALTER TABLE runners ADD COLUMN name_zh text;
