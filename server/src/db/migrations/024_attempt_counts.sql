-- The counts behind every limit (auth/counters.ts) when servers share a PostgreSQL database: one row
-- per key and open window, so N servers allow together what one allows. The embedded PGlite serves one
-- server, which counts in its memory; the table stays empty there.

CREATE TABLE attempt_counts (
  -- the limit's kind and subject: 'password-check:nino@example.ge', 'address:POST /api/login:198.51.100.7'
  key       text PRIMARY KEY,
  count     integer NOT NULL CHECK (count >= 0),
  -- the window closes here (the database's clock, the same for every server); the next attempt starts a new count
  resets_at timestamptz NOT NULL
);

-- the cleanup deletes closed windows
CREATE INDEX attempt_counts_resets_at ON attempt_counts (resets_at);
