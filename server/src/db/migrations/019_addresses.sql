-- A shopper's address book: the addresses they deliver to, the last one used first (the checkout
-- preselects it). Kept apart from orders, which keep their own copy of the address they were sent to.

CREATE TABLE addresses (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label        text NOT NULL DEFAULT '',
  region       text NOT NULL,
  city         text NOT NULL DEFAULT '',
  street       text NOT NULL,
  apartment    text NOT NULL DEFAULT '',
  notes        text NOT NULL DEFAULT '',
  -- E.164
  phone        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX addresses_user_idx ON addresses (user_id);
