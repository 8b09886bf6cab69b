-- An order is priced for exactly what it reserves: its total is its subtotal less its promo discount,
-- and its subtotal is the sum of its lines (quantity x unit price). The checkout code prices and
-- reserves from the same locked rows; the schema says it too, so no code path, present or future,
-- can store an order that charges for fewer units than it holds. Orders stored before this rule are
-- not re-checked (NOT VALID), and the settling of such an order (status only) still works.

ALTER TABLE orders
  ADD CONSTRAINT orders_total_is_subtotal_less_discount
  CHECK (promo_discount >= 0 AND total_price = subtotal - promo_discount) NOT VALID;

CREATE FUNCTION order_subtotal_matches_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ref integer;
  stored numeric;
  summed numeric;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    order_ref := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    order_ref := OLD.order_id;
  ELSE
    order_ref := NEW.order_id;
  END IF;
  SELECT o.subtotal INTO stored FROM orders o WHERE o.id = order_ref;
  IF NOT FOUND THEN
    RETURN NULL; -- the order itself is gone (its lines cascade)
  END IF;
  SELECT coalesce(sum(l.quantity * l.unit_price), 0) INTO summed FROM order_lines l WHERE l.order_id = order_ref;
  IF stored <> summed THEN
    RAISE EXCEPTION 'order % has subtotal % but its lines come to %', order_ref, stored, summed
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

-- checked at commit, when the order and all its lines are written
CREATE CONSTRAINT TRIGGER orders_subtotal_matches_lines
  AFTER INSERT OR UPDATE OF subtotal ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_subtotal_matches_lines();

CREATE CONSTRAINT TRIGGER order_lines_match_subtotal
  AFTER INSERT OR UPDATE OR DELETE ON order_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_subtotal_matches_lines();
