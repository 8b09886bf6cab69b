-- A shopper identifies with a Georgian personal ID (11 digits) or, from abroad, a passport number: the
-- kind is kept beside the number, so one never passes for the other (a promo's uses per customer count
-- one person's accounts by both).

ALTER TABLE users
  ADD COLUMN id_kind text NOT NULL DEFAULT 'personal_id' CHECK (id_kind IN ('personal_id', 'passport'));
