-- The rest of what operators edit: categories, promo codes and content carry a version (two operators
-- editing one record do not silently overwrite each other); a promo code may start later than now;
-- a customer's account can be disabled.

ALTER TABLE categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE news ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE faq ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE partners ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE contact ADD COLUMN version integer NOT NULL DEFAULT 1;

ALTER TABLE promos
  ADD COLUMN valid_from timestamptz,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD CONSTRAINT promos_valid_period CHECK (valid_from IS NULL OR valid_from < expires_at),
  ADD CONSTRAINT promos_percent_at_most_100 CHECK (kind <> 'percent' OR value <= 100);

-- a disabled customer cannot sign in, and their sessions end when it happens
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
