-- The order's payment as operators and shoppers read it (issue 33): awaiting payment, paid, declined,
-- expired, cancelled, refund due, partly refunded, refunded. The order's life (`status`, migration 011)
-- keeps where the order is, its fulfilment included; a refund of part of the money leaves it there (a
-- packed order partly refunded still ships), so "partly refunded" is a state of its payment, kept beside
-- it. Declined and expired both leave payment_status 'failed': an order the shop stopped waiting for
-- once its reservation ran out expired, one whose bank said no before then was declined.
ALTER TABLE orders ADD COLUMN payment_state text GENERATED ALWAYS AS (
  CASE
    WHEN refunded > 0 AND refunded >= total_price THEN 'refunded'
    WHEN refund_due AND accepted_at IS NULL THEN 'refund_due'
    WHEN cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN payment_status = 'pending' THEN 'pending'
    WHEN payment_status = 'failed' AND settled_at >= reserved_until THEN 'expired'
    WHEN payment_status = 'failed' THEN 'declined'
    WHEN refunded > 0 THEN 'partly_refunded'
    ELSE 'paid'
  END
) STORED;
CREATE INDEX orders_payment_state_idx ON orders (payment_state, created_at DESC);

-- A surplus (an attempt approved while its order held its money already) is given back at its own bank,
-- against its own payment there, not the order's: a refund names the attempt it gives back, and the
-- attempt counts what was given back of it.
ALTER TABLE refunds ADD COLUMN attempt_id integer REFERENCES payment_attempts (id);
ALTER TABLE payment_attempts ADD COLUMN refunded numeric(12, 2) NOT NULL DEFAULT 0;
