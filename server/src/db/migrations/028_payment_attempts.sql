-- Every bank payment an order starts (the checkout's, each "pay again") is a row of its own, so that an
-- older bank page still open is still known, asked about, and its money never forgotten (issue 33).
-- orders.payment and orders.provider_order_id stay the order's current attempt (or the one that paid it).
--
-- state: open (the order's current attempt, undecided), superseded (a later attempt replaced it; still
-- undecided at the bank, still asked about), approved, declined, cancelled_at_bank (the shop had the bank
-- close it; no bank adapter does that yet). settled_at: when the bank's word (or the shop) closed it; the
-- reconciliation asks about every attempt not settled yet.
CREATE TABLE payment_attempts (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL REFERENCES orders (id),
  provider      text NOT NULL CHECK (provider IN ('bog', 'tbc', 'liberty')),
  method        text NOT NULL,
  -- the bank's own id of the payment; null until the bank answered the start
  bank_id       text,
  amount        numeric(12, 2) NOT NULL,
  state         text NOT NULL DEFAULT 'open'
                CHECK (state IN ('open', 'approved', 'declined', 'superseded', 'cancelled_at_bank')),
  -- an approval the order had no use for: it already held its money (another attempt paid it)
  surplus       boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  superseded_at timestamptz,
  settled_at    timestamptz,
  -- when the reconciliation last asked its bank: each round asks those asked longest ago first
  asked_at      timestamptz
);
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id, id);
CREATE INDEX payment_attempts_bank_idx ON payment_attempts (provider, bank_id);
CREATE INDEX payment_attempts_watch_idx ON payment_attempts (created_at) WHERE settled_at IS NULL;

-- the orders' current payments as they were: those that took money (paid, or refund due) approved, the
-- others open, not settled: the reconciliation asks their bank once more (within its watch, a few days)
INSERT INTO payment_attempts (order_id, provider, method, bank_id, amount, state, created_at, settled_at)
SELECT id,
       CASE WHEN payment LIKE 'BOG%' THEN 'bog' WHEN payment LIKE 'TBC%' THEN 'tbc' ELSE 'liberty' END,
       payment, provider_order_id, total_price,
       CASE WHEN payment_status = 'paid' OR refund_due THEN 'approved' ELSE 'open' END,
       created_at,
       CASE WHEN payment_status = 'paid' OR refund_due THEN coalesce(settled_at, now()) END
-- a pending order the bank has not named a payment of yet: its attempt, named by the bank's first reading
FROM orders WHERE provider_order_id IS NOT NULL OR payment_status = 'pending'
ORDER BY id;
