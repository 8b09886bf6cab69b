import type { Database } from '../../db/client';
import { ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { seesOrderMoney, type Role } from '../../domain/roles';
import type { Actor } from '../audit/audit.repository';
import type { CatalogueChanges } from '../catalogue/changes.service';
import {
  listOrders,
  presentDelivery,
  presentOrderSummary,
  presentTotals,
  type OrderFilter,
  ORDER_SORTS,
} from '../orders/orders.admin.service';
import {
  allWarehouses,
  listAdminProducts,
  presentAdminProduct,
  PRODUCT_SORTS,
  seesPrices,
  type ProductFilter,
} from '../products/products.admin.service';
import { importPricesAndStock } from '../products/productImport.service';

// Orders and products as the rows of a spreadsheet, filtered and sorted as their lists are (each export
// capped); prices and stock back from one. The CSV's text itself is written by the routes (http/csv.ts).

/** rows fetched at a time while an export is written */
const BATCH = 1000;
/** an export holds at most this many rows */
const MAX_EXPORT = 200_000;

/** a spreadsheet: its header row and its rows */
export interface Table {
  header: string[];
  lines: unknown[][];
}

/** every page of a list, BATCH rows at a time */
async function allPages<T>(fetch: (limit: number, offset: number) => Promise<{ rows: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; offset < MAX_EXPORT; offset += BATCH) {
    const page = await fetch(BATCH, offset);
    rows.push(...page.rows);
    if (page.rows.length < BATCH) break;
  }
  return rows;
}

/**
 * the orders of the list as a spreadsheet, with where each goes and whom to call (in the operator's
 * language); its money (subtotal, discount, delivery fee, total, paid, refunded) only for a role that sees it
 */
export async function ordersTable(
  db: Database,
  reader: { role: Role; lang: Lang },
  order: { sort: keyof typeof ORDER_SORTS; descending: boolean },
  filter: OrderFilter,
): Promise<Table> {
  const money = seesOrderMoney(reader.role);
  const rows = await allPages((limit, offset) => listOrders(db, { limit, offset, ...order }, filter));
  const header = [
    'number',
    'createdAt',
    'status',
    'paymentStatus',
    'paymentMethod',
    ...(money ? ['subtotal', 'discount', 'deliveryFee', 'total', 'paid', 'refunded'] : []),
    'customerEmail',
    'customerName',
    'customerPhone',
    'deliveryMethod',
    'deliveryAddress',
    'deliveryNotes',
    'deliveryPhone',
    'pickupPoint',
    'trackingNumber',
  ];
  const lines = rows.map((row) => {
    const o = presentOrderSummary(row, money);
    const delivery = presentDelivery(row, reader.lang, money);
    const totals = presentTotals(row);
    return [
      o.number,
      o.createdAt,
      o.status,
      o.paymentStatus,
      o.paymentMethod,
      ...(money ? [totals.subtotal, totals.discount, totals.delivery, totals.total, totals.paid, totals.refunded] : []),
      o.customer.email,
      o.customer.name,
      o.customer.phone,
      o.deliveryMethod,
      delivery.addressText,
      delivery.address?.notes ?? '',
      delivery.phoneText,
      delivery.pickupPoint?.name ?? '',
      o.trackingNumber,
    ];
  });
  return { header, lines };
}

/**
 * the products of the list as a spreadsheet, without prices for a role that may not see them; its slug,
 * price, discountedPrice and stock:<warehouse> columns import back
 */
export async function productsTable(
  db: Database,
  role: Role,
  order: { sort: keyof typeof PRODUCT_SORTS; descending: boolean },
  filter: ProductFilter,
): Promise<Table> {
  const prices = seesPrices(role);
  const [warehouses, rows] = await Promise.all([
    allWarehouses(db),
    allPages((limit, offset) => listAdminProducts(db, { limit, offset, ...order }, filter)),
  ]);
  const header = [
    'id',
    'slug',
    'categoryId',
    'nameEn',
    'nameKa',
    ...(prices ? ['price', 'discountedPrice'] : []),
    'visible',
    'archived',
    'liveStock',
    'reserved',
    ...warehouses.map((warehouse) => `stock:${warehouse.code}`),
  ];
  const lines = rows.map((row) => {
    const p = presentAdminProduct(row, true);
    return [
      p.id,
      p.slug,
      p.categoryId,
      p.name.en,
      p.name.ka,
      ...(prices ? [p.price, p.discountedPrice] : []),
      p.visible,
      p.archived,
      p.liveStock,
      p.reserved,
      ...warehouses.map((warehouse) => p.stock.find((s) => s.warehouseId === warehouse.id)?.quantity ?? 0),
    ];
  });
  return { header, lines };
}

/** prices and stock from a parsed CSV (null: not one); a CSV without a row is refused */
export function importTable(
  store: { changes: CatalogueChanges },
  actor: Actor,
  table: string[][] | null,
  preview: boolean,
) {
  if (!table || table.length === 0) throw new ShopError(422, 'import_invalid_csv');
  return importPricesAndStock(store, actor, table, preview);
}
