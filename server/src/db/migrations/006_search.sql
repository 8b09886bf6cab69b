-- Finding products: specifications as data (filters), search documents (full-text + trigram) and a
-- name key that orders numbers by value ("70/700" before "102/1000").

-- in public, where every schema's search path finds it (the test suite gives each app a schema of its own)
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- what a specification is called, in both languages
CREATE TABLE spec_labels (
  key      text PRIMARY KEY,
  label_en text NOT NULL,
  label_ka text
);

CREATE TABLE product_specs (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  key        text NOT NULL REFERENCES spec_labels (key),
  position   integer NOT NULL,
  value_en   text NOT NULL,
  value_ka   text,
  -- the value as a filter names it in an address: the number of a measurement ("70"), else a slug
  -- of the English text ("achromatic-refractor"); the same in both languages, so links can be shared
  code       text NOT NULL,
  -- a measurement's number, which orders its filter values
  number     numeric,
  PRIMARY KEY (product_id, key)
);
CREATE INDEX product_specs_key_idx ON product_specs (key, code);

-- digits runs padded, letters lowercased: plain text order then puts 70 before 102
CREATE FUNCTION natural_sort_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN m.part[1] ~ '^[0-9]' THEN lpad(m.part[1], 12, '0') ELSE lower(m.part[1]) END, '' ORDER BY m.n), '')
  FROM regexp_matches(name, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS m(part, n)
$$;

ALTER TABLE products
  ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector,
  -- its specifications as the filters read them, both languages: a list reads them with no join
  ADD COLUMN filter_specs jsonb NOT NULL DEFAULT '[]';
CREATE INDEX products_search_document_idx ON products USING gin (search_document);

-- every word of product and category names (both languages): a misspelt word of a search is replaced
-- by the words it resembles (trigram similarity), and a search that finds nothing suggests them
CREATE TABLE search_terms (
  term text PRIMARY KEY
);
CREATE INDEX search_terms_trigram_idx ON search_terms USING gin (term gin_trgm_ops);

-- Rebuilds the search columns and terms from names, the category chain, specifications and
-- descriptions. Georgian has no stemmer: its texts go in with the 'simple' configuration, English ones
-- with both.
CREATE FUNCTION refresh_product_search() RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE chain AS (
    SELECT id, id AS ancestor_id FROM categories
    UNION ALL
    SELECT chain.id, c.parent_id FROM chain JOIN categories c ON c.id = chain.ancestor_id WHERE c.parent_id IS NOT NULL
  ),
  category_names AS (
    SELECT chain.id, string_agg(c.name_en || ' ' || coalesce(c.name_ka, ''), ' ') AS names
    FROM chain JOIN categories c ON c.id = chain.ancestor_id GROUP BY chain.id
  ),
  documents AS (
    SELECT p.id,
           p.name_en || ' ' || coalesce(p.name_ka, '') AS names,
           cn.names AS categories,
           (SELECT coalesce(string_agg(s.value_en || ' ' || coalesce(s.value_ka, ''), ' '), '') FROM product_specs s WHERE s.product_id = p.id) AS specs,
           regexp_replace(p.details_en || ' ' || coalesce(p.details_ka, ''), '<[^>]*>', ' ', 'g') AS description
    FROM products p JOIN category_names cn ON cn.id = p.category_id
  )
  UPDATE products p SET
    filter_specs = (SELECT coalesce(jsonb_agg(jsonb_build_object('key', s.key, 'code', s.code, 'number', s.number, 'label_en', l.label_en,
                                                                 'label_ka', l.label_ka, 'value_en', s.value_en, 'value_ka', s.value_ka)), '[]')
                    FROM product_specs s JOIN spec_labels l ON l.key = s.key WHERE s.product_id = p.id),
    search_document =
      setweight(to_tsvector('english', d.names) || to_tsvector('simple', d.names), 'A') ||
      setweight(to_tsvector('english', d.categories) || to_tsvector('simple', d.categories), 'B') ||
      setweight(to_tsvector('english', d.specs) || to_tsvector('simple', d.specs), 'C') ||
      setweight(to_tsvector('english', d.description) || to_tsvector('simple', d.description), 'D')
  FROM documents d WHERE d.id = p.id;

  DELETE FROM search_terms;
  INSERT INTO search_terms (term)
  SELECT DISTINCT term
  FROM (SELECT name_en || ' ' || coalesce(name_ka, '') AS names FROM products
        UNION ALL SELECT name_en || ' ' || coalesce(name_ka, '') FROM categories) n,
       unnest(tsvector_to_array(to_tsvector('simple', n.names))) AS term
  WHERE length(term) >= 3 AND term !~ '^[0-9.]+$';
$$;

SELECT refresh_product_search();
