import type { Database } from '../../db/client';
import { LOW_STOCK } from '../products/products.admin.repository';
import { dashboardFigures, lowStockProducts } from './dashboard.repository';
import type { Lang } from '../../domain/language';
import { toLari, toTetri } from '../../domain/money';

const LOW_STOCK_LISTED = 20;

export async function dashboard(db: Database, lang: Lang) {
  const [figures, low] = await Promise.all([dashboardFigures(db), lowStockProducts(db, LOW_STOCK, LOW_STOCK_LISTED)]);
  const awaiting = {
    paid: figures.paid,
    packed: figures.packed,
    paid_after_expiry: figures.paid_after_expiry,
    refund_due: figures.refund_due,
  };
  return {
    ordersToday: figures.orders_today,
    revenueToday: toLari(toTetri(figures.revenue_today)),
    ordersWeek: figures.orders_week,
    revenueWeek: toLari(toTetri(figures.revenue_week)),
    awaitingAction: Object.values(awaiting).reduce((sum, count) => sum + count, 0),
    awaiting,
    lowStock: low.map((product) => ({
      id: product.id,
      slug: product.slug,
      name: lang === 'ka' ? (product.name_ka ?? product.name_en) : product.name_en,
      liveStock: product.live_stock,
    })),
  };
}
