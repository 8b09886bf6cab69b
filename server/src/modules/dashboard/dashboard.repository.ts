import type { Queryable } from '../../db/client';

// The back office's first screen: orders and revenue of today and this week (UTC), the orders waiting
// for an operator, and the products running out.

export interface DashboardRow {
  orders_today: number;
  revenue_today: string;
  orders_week: number;
  revenue_week: string;
  paid: number;
  packed: number;
  paid_after_expiry: number;
  refund_due: number;
}

export async function dashboardFigures(db: Queryable): Promise<DashboardRow> {
  // an order counts on the day it was placed, once paid; its revenue is what it kept after refunds
  const { rows } = await db.query<DashboardRow>(
    `SELECT
       count(*) FILTER (WHERE paid AND o.created_at >= date_trunc('day', now()))::int AS orders_today,
       coalesce(sum(o.total_price - o.refunded) FILTER (WHERE paid AND o.created_at >= date_trunc('day', now())), 0)::text AS revenue_today,
       count(*) FILTER (WHERE paid AND o.created_at >= date_trunc('week', now()))::int AS orders_week,
       coalesce(sum(o.total_price - o.refunded) FILTER (WHERE paid AND o.created_at >= date_trunc('week', now())), 0)::text AS revenue_week,
       count(*) FILTER (WHERE o.status = 'paid')::int AS paid,
       count(*) FILTER (WHERE o.status = 'packed')::int AS packed,
       count(*) FILTER (WHERE o.status = 'paid_after_expiry')::int AS paid_after_expiry,
       count(*) FILTER (WHERE o.status = 'refund_due')::int AS refund_due
     FROM orders o, LATERAL (SELECT o.payment_status = 'paid' AS paid) p
     WHERE o.created_at >= date_trunc('week', now()) OR o.status IN ('paid', 'packed', 'paid_after_expiry', 'refund_due')`,
  );
  return rows[0];
}

export async function lowStockProducts(db: Queryable, below: number, limit: number) {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    name_en: string;
    name_ka: string | null;
    live_stock: number;
  }>(
    `SELECT id, slug, name_en, name_ka, live_stock FROM products
     WHERE visible AND live_stock < $1 ORDER BY live_stock, id LIMIT $2`,
    [below, limit],
  );
  return rows;
}
