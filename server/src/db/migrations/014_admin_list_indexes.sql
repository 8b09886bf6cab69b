-- The back office's order lists at a year of trade (bench/admin.md: 100,000 orders): each filter or sort an
-- operator uses reads its 25 rows from an index instead of sorting or scanning every order.

-- a part of an order number ("15123"): trigram matching, which a LIKE '%...%' uses (a scan of every number otherwise)
CREATE INDEX orders_number_trigram_idx ON orders USING gin (lower(order_number) gin_trgm_ops);
-- a payment method and a status together, newest first (two separate indexes gave thousands of rows to sort)
CREATE INDEX orders_payment_status_idx ON orders (payment, status, created_at DESC, id DESC);
-- sorted by total, either way
CREATE INDEX orders_total_idx ON orders (total_price, id);
