-- The rules a promo code needs in a real shop, and no order for nothing.

-- A promo applies from a minimum subtotal (lari), and may be used a limited number of times in all and
-- per customer (NULL: no limit). A use is an order carrying the code that is paid, or pending and still
-- holding its stock; a failed or expired order gives its use back.
ALTER TABLE promos
  ADD COLUMN min_subtotal numeric(12, 2) NOT NULL DEFAULT 0 CHECK (min_subtotal >= 0),
  ADD COLUMN max_uses integer CHECK (max_uses > 0),
  ADD COLUMN max_uses_per_customer integer CHECK (max_uses_per_customer > 0);
CREATE INDEX orders_promo_idx ON orders (lower(promo_code), user_id) WHERE promo_code IS NOT NULL;

-- No order goes to a bank for 0 (a fixed promo used to make orders free). NOT VALID: orders stored
-- before this rule stay as they were and can still be settled.
ALTER TABLE orders ADD CONSTRAINT orders_total_positive CHECK (total_price > 0) NOT VALID;
