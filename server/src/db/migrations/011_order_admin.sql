-- Orders as the back office runs them: fulfilment (packed, shipped with a tracking number, delivered),
-- cancelling an unpaid order, refunds (never more than was paid), a decision on orders a bank paid after
-- their reservation ended, and each order's history of operators' steps.

ALTER TABLE orders
  ADD COLUMN fulfilment text CHECK (fulfilment IN ('packed', 'shipped', 'delivered')),
  ADD COLUMN tracking_number text,
  -- approved after its reservation ended, its stock still there: taken, but an operator decides
  ADD COLUMN paid_after_expiry boolean NOT NULL DEFAULT false,
  -- an operator's decision to keep an order paid late (paid_after_expiry, or refund_due once restocked)
  ADD COLUMN accepted_at timestamptz,
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN restocked_at timestamptz,
  -- what refunds gave back: never more than the order's total (the schema says it, whatever the code does)
  ADD COLUMN refunded numeric(12, 2) NOT NULL DEFAULT 0
    CONSTRAINT orders_refunded_within_total CHECK (refunded >= 0 AND refunded <= total_price);

-- The one status the back office lists, filters and sorts by, kept with the row (no expression to
-- compute per row of a list of 100,000).
ALTER TABLE orders ADD COLUMN status text GENERATED ALWAYS AS (
  CASE
    WHEN refunded > 0 AND refunded >= total_price THEN 'refunded'
    WHEN refund_due AND accepted_at IS NULL THEN 'refund_due'
    WHEN cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN payment_status = 'pending' THEN 'pending'
    WHEN payment_status = 'failed' THEN 'failed'
    WHEN paid_after_expiry AND accepted_at IS NULL THEN 'paid_after_expiry'
    WHEN fulfilment IS NOT NULL THEN fulfilment
    ELSE 'paid'
  END
) STORED;
CREATE INDEX orders_status_idx ON orders (status, created_at DESC);
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_payment_idx ON orders (payment, created_at DESC);

CREATE TABLE refunds (
  id                 serial PRIMARY KEY,
  order_id           integer NOT NULL REFERENCES orders (id),
  amount             numeric(12, 2) NOT NULL CHECK (amount > 0),
  restock            boolean NOT NULL,
  provider_refund_id text,
  operator_id        integer,
  operator_email     text NOT NULL,
  at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id);

-- operators' steps on an order (packed, shipped, delivered, cancelled, accepted, refunded)
CREATE TABLE order_events (
  id             serial PRIMARY KEY,
  order_id       integer NOT NULL REFERENCES orders (id),
  status         text NOT NULL,
  note           text,
  operator_id    integer,
  operator_email text NOT NULL,
  at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, at);
