import type { Queryable } from '../../db/client';

export interface PromoRow {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  /** lari: the subtotal from which the code applies */
  min_subtotal: string;
  /** null: no limit */
  max_uses: number | null;
  max_uses_per_customer: number | null;
  /** null: valid from its creation */
  valid_from: Date | null;
  expires_at: Date;
  /** orders using the code now: paid, or pending and still holding stock */
  uses: number;
}

const PROMO_COLUMNS =
  'p.code, p.kind, p.value, p.min_subtotal, p.max_uses, p.max_uses_per_customer, p.valid_from, p.expires_at';
/** an order counts as a use of its code while it is paid or holds its reservation */
const IS_USE = `(o.payment_status = 'paid' OR (o.payment_status = 'pending' AND o.reserved_until > now()))`;

/** every promo code with its uses, for the cart view's rules in memory */
export async function allPromos(db: Queryable): Promise<PromoRow[]> {
  const { rows } = await db.query<PromoRow>(
    `SELECT ${PROMO_COLUMNS},
       (SELECT count(*)::int FROM orders o WHERE lower(o.promo_code) = lower(p.code) AND ${IS_USE}) AS uses
     FROM promos p`,
  );
  return rows;
}

/**
 * A promo code that is still valid, with its uses in all and by one customer, locked until the
 * transaction ends, so two checkouts cannot both take its last use. Codes match whatever their case.
 *
 * The uses are counted by a second statement, after the lock is held: a statement that waited for the
 * lock still reads the orders of the snapshot it started with (PostgreSQL's READ COMMITTED), so
 * counting in the locking statement missed the orders committed while it waited, and 25 simultaneous
 * checkouts took a code's 1,000th use more than once.
 *
 * A customer is the account and every other account registered with its personal ID: the per-customer
 * limit holds for a person, not for each account they open.
 */
export async function lockValidPromo(
  db: Queryable,
  code: string,
  userId: number,
): Promise<(PromoRow & { customer_uses: number }) | null> {
  const locked = await db.query<Omit<PromoRow, 'uses'>>(
    `SELECT ${PROMO_COLUMNS} FROM promos p WHERE lower(p.code) = lower($1) AND p.expires_at > now() AND (p.valid_from IS NULL OR p.valid_from <= now())
     FOR UPDATE OF p`,
    [code],
  );
  const promo = locked.rows[0];
  if (!promo) return null;
  const { rows } = await db.query<{ uses: number; customer_uses: number }>(
    `SELECT count(*)::int AS uses,
       count(*) FILTER (WHERE o.user_id = $2 OR (u.id_kind, u.pid) = (SELECT id_kind, pid FROM users WHERE id = $2))::int AS customer_uses
     FROM orders o JOIN users u ON u.id = o.user_id
     WHERE lower(o.promo_code) = lower($1) AND ${IS_USE}`,
    [promo.code, userId],
  );
  return { ...promo, ...rows[0] };
}
