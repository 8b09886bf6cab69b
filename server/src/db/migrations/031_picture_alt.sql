-- A product picture's alternative text in both languages (issue 36): what the picture shows, read by
-- screen readers and shown when it does not load, as the storefront's <img alt> in the shopper's language.
-- Keyed by the picture's file name, so reordering the pictures keeps each text with its picture; a picture
-- without one is described by the product's name. A Georgian text that is missing falls back to the English.

CREATE TABLE picture_alts (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  image      text NOT NULL,
  alt_en     text NOT NULL,
  alt_ka     text,
  PRIMARY KEY (product_id, image)
);
