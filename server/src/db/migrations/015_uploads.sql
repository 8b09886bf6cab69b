-- Files the back office uploads (product images and their thumbnails and WebP forms, PDF sheets,
-- category images), kept in the database rather than on one server's disk, so every server sharing
-- the database serves them at /storage/uploads/{path}. The seed's files stay on disk.

CREATE TABLE uploads (
  -- under /storage/uploads/: products/{name}, products/thumbs/large_{name}, products/{name}.webp
  path         text PRIMARY KEY,
  content_type text NOT NULL,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
