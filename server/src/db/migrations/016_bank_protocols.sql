-- Refunds through the banks' own protocols: each is asked once per idempotency key (a repeated
-- request of the back office is the same refund), and kept with the bank's answer.
ALTER TABLE refunds
  ADD COLUMN idempotency_key text,
  ADD COLUMN bank_answer text;
CREATE UNIQUE INDEX refunds_idempotency_idx ON refunds (order_id, idempotency_key);

-- the reconciliation's question every minute: pending orders by age
CREATE INDEX orders_pending_age_idx ON orders (created_at) WHERE payment_status = 'pending';
