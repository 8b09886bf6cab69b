-- Operators' accounts by mail (issue 35): an owner invites an operator, who sets their own password from a
-- link; an operator who forgot their password asks for a link too. An invited operator has no password
-- until they set one (NULL: nobody can sign in to the account). The language is the one their mails are
-- written in (the invitation's, then the sign-in alerts an owner gets).

ALTER TABLE operators ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE operators ADD COLUMN lang text NOT NULL DEFAULT 'ka' CHECK (lang IN ('ka', 'en'));

-- A set-password link, hashed like every token: an invitation's ('invite') or a forgotten password's
-- ('reset'). Used once; a newer link, or a password set, voids the operator's other links.
CREATE TABLE operator_password_links (
  id          serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX operator_password_links_operator_idx ON operator_password_links (operator_id);
