-- The back office's own notes on an order (issue 35): what one operator tells the next ("called, comes
-- Friday", "gate code 1234"). Never shown to the shopper, unlike the shopper's comment. Each note keeps
-- who wrote it and when; notes are added, never edited or removed (the audit log has each one too).
CREATE TABLE order_notes (
  id             serial PRIMARY KEY,
  order_id       integer NOT NULL REFERENCES orders (id),
  text           text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  operator_id    integer REFERENCES operators (id),
  operator_email text NOT NULL,
  at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, id);

-- The working queues (to pack, to ship by courier, ready for pickup at a point) filter and count by
-- status, delivery method and pickup point together.
CREATE INDEX orders_queue_idx ON orders (status, delivery_method, pickup_warehouse_id);
