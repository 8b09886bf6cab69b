-- The back office's people and what they did: operators (not shoppers: their own table, roles and
-- sign-in), their sessions and sign-in challenges, and the audit log of every change they make.

CREATE TABLE operators (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  name          text NOT NULL,
  role          text NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  password_hash text NOT NULL,
  -- the authenticator's shared secret (base32) once enrolled; NULL: no two-step sign-in yet
  totp_secret   text,
  -- the time step of the last code accepted: a code is good once, however long its window lasts
  totp_last_step bigint,
  version       integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_email_idx ON operators (lower(email));

-- Bearer tokens of the back office, stored as sha256 hashes; a session ends after a time without use
-- (ADMIN_SESSION_IDLE_MINUTES), at sign-out, at a password change and with its operator.
CREATE TABLE operator_sessions (
  id           serial PRIMARY KEY,
  operator_id  integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- The step between a right password and a session: a one-time code is asked for it ('otp'), or an
-- authenticator is being enrolled with the secret it carries ('enrol'). Hashed like tokens.
CREATE TABLE operator_challenges (
  id             serial PRIMARY KEY,
  operator_id    integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  challenge_hash text NOT NULL UNIQUE,
  kind           text NOT NULL CHECK (kind IN ('otp', 'enrol')),
  secret         text,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX operator_challenges_operator_idx ON operator_challenges (operator_id);

-- Every change an operator makes, written in the transaction of the change. The operator's email is
-- kept beside the id, so the entry still says who after the operator is removed.
CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  operator_id    integer,
  operator_email text NOT NULL,
  action         text NOT NULL,
  entity         text NOT NULL,
  entity_id      text,
  before         jsonb,
  after          jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id);

-- Append-only, whoever asks: no route edits or deletes an entry, and neither can SQL.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
