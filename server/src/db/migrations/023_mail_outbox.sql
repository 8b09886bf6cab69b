-- The order mails waiting to be sent: a row is written in the transaction of the order's change that
-- causes it (never lost, never sent for a change rolled back), and the sender of any server claims it,
-- sends it and marks it sent, or tries again later. Orders remember their language already (locale).
CREATE TABLE mail_outbox (
  id              serial PRIMARY KEY,
  order_id        integer NOT NULL REFERENCES orders (id),
  kind            text NOT NULL CHECK (kind IN ('received', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
  -- what the change says beyond the order's columns (a tracking number, a refund's amounts)
  details         jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- tries so far; a claim counts as one, so a server that dies while sending does not retry for ever
  attempts        integer NOT NULL DEFAULT 0,
  -- not before: the next try after a failure, or the end of a claim's lease while a server sends it
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  last_error      text
);
-- the senders' one question: the unsent mails due now, oldest first
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_order_idx ON mail_outbox (order_id);
