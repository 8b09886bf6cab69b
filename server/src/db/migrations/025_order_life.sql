-- The order's life as one state machine (domain/orderLife.ts): pickup orders are handed over at their
-- point (packed -> ready_for_pickup -> collected, with their mails) instead of shipped; every transition
-- any path makes (shopper, bank, expiry, operator) is written down with the state it left and the state
-- it reached; a refund names the units it puts back.

ALTER TABLE orders DROP CONSTRAINT orders_fulfilment_check;
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_check
  CHECK (fulfilment IN ('packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected'));

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('received', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'ready_for_pickup', 'collected'));

CREATE TABLE order_transitions (
  id         serial PRIMARY KEY,
  order_id   integer NOT NULL REFERENCES orders (id),
  event      text NOT NULL,
  from_state text NOT NULL,
  to_state   text NOT NULL,
  -- shopper, bank, expiry, operator:<email>
  actor      text NOT NULL,
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_transitions_order_idx ON order_transitions (order_id, id);

-- {"<product id>": units} a refund put back; null: none
ALTER TABLE refunds ADD COLUMN restocked_units jsonb;

-- A refund is reserved before its bank is asked (never inside a transaction that waits for a bank),
-- "requested" until the bank's own record shows the money given back, "failed" when the bank refused it
-- or did not answer (the operator reads the bank's words). Only done refunds count as refunded.
ALTER TABLE refunds
  ADD COLUMN state text NOT NULL DEFAULT 'done' CHECK (state IN ('requested', 'done', 'failed'));
