-- A shopper acts on their own order too (cancelling one still unpaid): such a step in the order's history
-- has no operator (operator_email NULL: the customer).
ALTER TABLE order_events ALTER COLUMN operator_email DROP NOT NULL;
