-- What decides whether products work together (server/src/domain/fit.ts): a telescope's design,
-- focuser, tube weight and dovetail, a mount's payload and saddle, an accessory's kind and barrel.
-- One jsonb record rather than ten columns: its fields depend on the product's role (a mount has no
-- focuser), most products have none at all, and nothing filters on them in SQL: the rule set reads
-- them in memory from the catalogue cache. The API validates the record's shape (the JSON schema in
-- domain/fit.ts); the table guarantees the role, which the rules branch on.
-- And who the catalogue marks a product for (kids, beginner), which the search understands.

ALTER TABLE products
  ADD COLUMN compatibility jsonb,
  ADD COLUMN audience text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT products_compatibility_role
    CHECK (compatibility IS NULL OR compatibility->>'role' IN ('telescope', 'mount', 'accessory')),
  ADD CONSTRAINT products_audience_known CHECK (audience <@ ARRAY['kids', 'beginner']::text[]);
