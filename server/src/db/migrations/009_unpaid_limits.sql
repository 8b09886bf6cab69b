-- What one shopper can hold unpaid, and every authentic bank callback kept whatever became of it.

-- The client address a checkout came from: besides each account, one address (a script registering
-- accounts from one machine) may hold only so many units and so much value in unpaid orders.
ALTER TABLE orders ADD COLUMN client_address text;
CREATE INDEX orders_unpaid_address_idx ON orders (client_address) WHERE payment_status = 'pending';

-- A bank approved the order after its reservation had ended and its stock could not be taken again:
-- the bank holds the shopper's money, and an operator must refund it.
ALTER TABLE orders ADD COLUMN refund_due boolean NOT NULL DEFAULT false;

-- Every callback whose signature is right is kept with what it did, also those that changed nothing
-- (an unknown order, another amount, an order no longer pending), so that money a bank took can be
-- traced to an order and a shopper.
ALTER TABLE payment_callbacks
  ALTER COLUMN order_id DROP NOT NULL,
  ADD COLUMN order_number text,
  ADD COLUMN amount text,
  ADD COLUMN outcome text;
