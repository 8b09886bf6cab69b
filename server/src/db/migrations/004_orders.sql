-- Orders and their lines, and the payment callbacks already processed (so a replay changes nothing).

CREATE SEQUENCE order_number_seq START 1001;

CREATE TABLE orders (
  id                serial PRIMARY KEY,
  order_number      text NOT NULL UNIQUE,
  user_id           integer NOT NULL REFERENCES users (id),
  payment           text NOT NULL CHECK (payment IN ('BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN')),
  payment_status    text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed')),
  subtotal          numeric(12, 2) NOT NULL,
  promo_code        text,
  promo_discount    numeric(12, 2) NOT NULL DEFAULT 0,
  total_price       numeric(12, 2) NOT NULL CHECK (total_price >= 0),
  comment           text NOT NULL,
  locale            text NOT NULL,
  loan_month        integer,
  loan_discount_code text,
  provider_order_id text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- a pending order holds its stock until then; afterwards it is failed and the stock released
  reserved_until    timestamptz NOT NULL,
  settled_at        timestamptz
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_pending_idx ON orders (reserved_until) WHERE payment_status = 'pending';

CREATE TABLE order_lines (
  order_id   integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  quantity   integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

CREATE TABLE payment_callbacks (
  provider    text NOT NULL,
  event_id    text NOT NULL,
  order_id    integer NOT NULL REFERENCES orders (id),
  status      text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
