-- Telescopes we do not sell, for "fits my telescope" (issue 38): a reference list of common models
-- (server/src/seed/content/telescopes.ts, written by the seed step on every start, so a database
-- migrated before the list grew gets the new rows), and each signed-in shopper's own telescopes.

CREATE TABLE reference_telescopes (
  slug            text PRIMARY KEY,
  brand           text NOT NULL,
  model           text NOT NULL,
  -- the Georgian transliteration of brand and model, what a shopper typing in Georgian finds it by
  name_ka         text NOT NULL,
  aperture_mm     numeric NOT NULL CHECK (aperture_mm > 0),
  focal_length_mm numeric NOT NULL CHECK (focal_length_mm > 0),
  focuser         text NOT NULL CHECK (focuser IN ('1.25', '2')),
  design          text NOT NULL,
  mount           text NOT NULL,
  dovetail        text CHECK (dovetail IN ('vixen', 'losmandy')),
  weight_kg       numeric CHECK (weight_kg > 0),
  source          text NOT NULL,
  -- brand and model in both scripts, lower case, words apart: what the search matches word by word
  search_text     text NOT NULL
);

CREATE TABLE user_telescopes (
  id              serial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('ours', 'ref', 'own')),
  -- a product's slug (ours) or a reference telescope's (ref); null for typed figures (own)
  slug            text,
  aperture_mm     numeric NOT NULL CHECK (aperture_mm > 0),
  focal_length_mm numeric NOT NULL CHECK (focal_length_mm > 0),
  focuser         text NOT NULL CHECK (focuser IN ('1.25', '2')),
  name            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'own') = (slug IS NULL))
);
CREATE INDEX user_telescopes_user_idx ON user_telescopes (user_id);
