-- Race orders reference their player and races through one check per INSERT statement instead of a
-- foreign-key lookup per row (orders are written a batch at a time). Deleting or renumbering a player
-- or a race that orders point to stays refused, as the foreign keys refused it.
ALTER TABLE race_orders DROP CONSTRAINT race_orders_user_id_fkey;
ALTER TABLE race_orders DROP CONSTRAINT race_orders_race_id_fkey;
ALTER TABLE race_orders DROP CONSTRAINT race_orders_race_id2_fkey;

CREATE FUNCTION race_orders_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM (SELECT DISTINCT user_id FROM new_orders) n
		WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)) THEN
		RAISE EXCEPTION 'race order for an unknown player' USING ERRCODE = 'foreign_key_violation';
	END IF;
	IF EXISTS (SELECT 1 FROM (SELECT race_id FROM new_orders UNION SELECT race_id2 FROM new_orders WHERE race_id2 IS NOT NULL) n
		WHERE NOT EXISTS (SELECT 1 FROM races r WHERE r.id = n.race_id)) THEN
		RAISE EXCEPTION 'race order for an unknown race' USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NULL;
END $$;
CREATE TRIGGER race_orders_references AFTER INSERT ON race_orders
	REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION race_orders_references();

CREATE FUNCTION users_with_race_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM race_orders o WHERE o.user_id = OLD.id) THEN
		RAISE EXCEPTION 'player % has race orders', OLD.id USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER users_with_race_orders BEFORE DELETE OR UPDATE OF id ON users
	FOR EACH ROW EXECUTE FUNCTION users_with_race_orders();

CREATE FUNCTION races_with_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM race_orders o WHERE o.race_id = OLD.id OR o.race_id2 = OLD.id) THEN
		RAISE EXCEPTION 'race % has orders', OLD.id USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER races_with_orders BEFORE DELETE OR UPDATE OF id ON races
	FOR EACH ROW EXECUTE FUNCTION races_with_orders();
