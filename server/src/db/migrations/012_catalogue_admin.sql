-- Products as the back office edits them: a version (two operators editing one product do not silently
-- overwrite each other), hidden from the storefront (visible = false), and archived rather than deleted
-- once ordered (an archived product is hidden too, and stays behind its orders' lines).

ALTER TABLE products
  ADD COLUMN visible boolean NOT NULL DEFAULT true,
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD CONSTRAINT products_archived_hidden CHECK (archived_at IS NULL OR NOT visible);
CREATE INDEX products_visible_idx ON products (visible);
