import type { Queryable } from '../../db/client';

// Customers as the back office sees them: their accounts, orders and what they spent.

export interface CustomerRow {
  id: number;
  email: string;
  fname: string;
  lname: string;
  phone: string;
  pid: string;
  created_at: Date;
  disabled_at: Date | null;
  orders: number;
  spent: string;
}

const COLUMNS = `u.id, u.email, u.fname, u.lname, u.phone, u.pid, u.created_at, u.disabled_at,
  (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
  (SELECT coalesce(sum(o.total_price - o.refunded), 0)::text FROM orders o WHERE o.user_id = u.id AND o.payment_status = 'paid') AS spent`;

export const CUSTOMER_SORTS = {
  id: 'u.id',
  createdAt: 'u.created_at',
  email: 'lower(u.email)',
  name: 'lower(u.lname)',
};

export async function listCustomers(
  db: Queryable,
  page: { limit: number; offset: number; sort: keyof typeof CUSTOMER_SORTS; descending: boolean },
  filter: { q?: string; disabled?: boolean },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = `($1::text IS NULL OR strpos(lower(u.email || ' ' || u.fname || ' ' || u.lname || ' ' || u.phone), lower($1)) > 0)
    AND ($2::boolean IS NULL OR (u.disabled_at IS NOT NULL) = $2)`;
  const params = [filter.q ?? null, filter.disabled ?? null];
  const direction = page.descending ? 'DESC' : 'ASC';
  const { rows } = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM users u WHERE ${where} ORDER BY ${CUSTOMER_SORTS[page.sort]} ${direction}, u.id ${direction} LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${where}`, params);
  return { rows, total: count.rows[0].total };
}

export async function findCustomer(db: Queryable, id: number, lock = false): Promise<CustomerRow | null> {
  if (lock) await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** disabled now (true) or enabled again (false) */
export async function setCustomerDisabled(db: Queryable, id: number, disabled: boolean) {
  await db.query('UPDATE users SET disabled_at = CASE WHEN $2 THEN now() END WHERE id = $1', [id, disabled]);
}
