-- Editorial content: news, FAQ, partners, the contact card, and the HTML pages (about, policies).

CREATE TABLE news (
  id         serial PRIMARY KEY,
  slug       text NOT NULL UNIQUE,
  img        text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  title_en   text NOT NULL,
  title_ka   text,
  text_en    text NOT NULL DEFAULT '',
  text_ka    text
);
CREATE INDEX news_updated_idx ON news (updated_at DESC);

CREATE TABLE faq (
  id          serial PRIMARY KEY,
  position    integer NOT NULL DEFAULT 0,
  question_en text NOT NULL,
  question_ka text,
  answer_en   text NOT NULL DEFAULT '',
  answer_ka   text
);

CREATE TABLE partners (
  id       serial PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  name     text NOT NULL,
  link     text NOT NULL,
  img      text
);

-- a single row: the shop has one contact card
CREATE TABLE contact (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  fb         text NOT NULL DEFAULT '',
  instagram  text NOT NULL DEFAULT '',
  phone      text NOT NULL DEFAULT '',
  email      text NOT NULL DEFAULT '',
  address_en text NOT NULL DEFAULT '',
  address_ka text
);

CREATE TABLE pages (
  kind    text PRIMARY KEY CHECK (kind IN ('about', 'personal', 'delivery', 'return', 'warranty', 'cookie')),
  html_en text NOT NULL DEFAULT '',
  html_ka text
);

CREATE TABLE promos (
  id         serial PRIMARY KEY,
  code       text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value      numeric(12, 2) NOT NULL CHECK (value > 0),
  expires_at timestamptz NOT NULL
);
-- codes are matched case-insensitively
CREATE UNIQUE INDEX promos_code_idx ON promos (lower(code));
