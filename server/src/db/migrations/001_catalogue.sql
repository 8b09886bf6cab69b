-- The catalogue: categories (a tree), warehouses, products and their stock per warehouse.
-- Texts come in both languages: *_en is required, *_ka falls back to it when missing.

CREATE TABLE categories (
  id        serial PRIMARY KEY,
  slug      text NOT NULL UNIQUE,
  parent_id integer REFERENCES categories (id) ON DELETE CASCADE,
  image     text,
  home      boolean NOT NULL DEFAULT false,
  position  integer NOT NULL DEFAULT 0,
  name_en   text NOT NULL,
  name_ka   text
);
CREATE INDEX categories_parent_idx ON categories (parent_id, position);

CREATE TABLE warehouses (
  id      serial PRIMARY KEY,
  code    text NOT NULL UNIQUE,
  img     text,
  name_en text NOT NULL,
  name_ka text
);

CREATE TABLE products (
  id               serial PRIMARY KEY,
  slug             text NOT NULL UNIQUE,
  category_id      integer NOT NULL REFERENCES categories (id),
  img              text,
  img2             text,
  img3             text,
  img4             text,
  img5             text,
  pdf              text,
  price            numeric(12, 2) NOT NULL CHECK (price >= 0),
  discounted       numeric(12, 2) CHECK (discounted >= 0 AND discounted < price),
  weekly_promotion boolean NOT NULL DEFAULT false,
  -- units a shopper can still buy: the warehouses' stock minus what pending orders reserve
  live_stock       integer NOT NULL DEFAULT 0 CHECK (live_stock >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  name_en          text NOT NULL,
  name_ka          text,
  details_en       text NOT NULL DEFAULT '',
  details_ka       text
);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_created_idx ON products (created_at DESC);

CREATE TABLE product_stocks (
  product_id   integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  warehouse_id integer NOT NULL REFERENCES warehouses (id) ON DELETE CASCADE,
  quantity     integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (product_id, warehouse_id)
);
