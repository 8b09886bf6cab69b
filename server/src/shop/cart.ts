import type { Queryable } from '../db/client';
import { lockProductsByIds, productsByIds, type ProductRow } from '../db/queries/catalogue';
import { findValidPromo, type PromoRow } from '../db/queries/promos';
import { percentOf, toTetri } from './money';

/** the cart as the storefront keeps it: product id -> quantity */
export type CartProducts = Record<string, number> | null | undefined;

export interface CartLine {
  product: ProductRow;
  /** what the shopper asked for (at least 1) */
  requested: number;
  /** clamped to the stock: 1..live_stock, or 0 for a sold-out product */
  quantity: number;
  unitTetri: number;
}

export interface PricedCart {
  lines: CartLine[];
  totalQuantity: number;
  subtotalTetri: number;
  promo: PromoRow | null;
  discountTetri: number;
  totalTetri: number;
}

function discountOf(promo: PromoRow | null, subtotal: number): number {
  if (!promo) return 0;
  if (promo.kind === 'percent') return Math.min(subtotal, percentOf(subtotal, Number(promo.value)));
  return Math.min(subtotal, toTetri(promo.value));
}

function wantedQuantities(products: CartProducts): Map<number, number> {
  return new Map(Object.entries(products ?? {}).map(([id, quantity]) => [Number(id), Math.max(1, quantity)]));
}

async function priceLines(
  db: Queryable,
  rows: ProductRow[],
  wanted: Map<number, number>,
  promoCode: string | null | undefined,
  quantityOf: (requested: number, product: ProductRow) => number,
): Promise<PricedCart> {
  const lines = rows.map((product) => {
    const requested = wanted.get(product.id) ?? 1;
    return { product, requested, quantity: quantityOf(requested, product), unitTetri: toTetri(product.discounted ?? product.price) };
  });
  const subtotalTetri = lines.reduce((sum, line) => sum + line.unitTetri * line.quantity, 0);
  const code = promoCode?.trim();
  const promo = code ? await findValidPromo(db, code) : null;
  const discountTetri = discountOf(promo, subtotalTetri);
  return {
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalTetri,
    promo,
    discountTetri,
    totalTetri: subtotalTetri - discountTetri,
  };
}

/**
 * Prices a cart for the shopper to see, from the database alone: a client-sent price is never looked
 * at. Unknown product ids are dropped; a line is clamped to the stock left, and a sold-out product
 * stays listed with quantity 0 so the shopper sees why it is not counted.
 */
export async function priceCart(db: Queryable, products: CartProducts, promoCode: string | null | undefined): Promise<PricedCart> {
  const wanted = wantedQuantities(products);
  const rows = await productsByIds(db, [...wanted.keys()]);
  return priceLines(db, rows, wanted, promoCode, (requested, product) => Math.min(requested, product.live_stock));
}

/**
 * Prices a cart for checkout, inside its transaction: the products' rows are locked first and every
 * line is priced for the full quantity asked, so the order is charged for exactly the units it then
 * reserves from those same rows. A preview's clamping has no place here: a line short of stock fails
 * the order instead (the caller checks `live_stock` against `quantity`).
 */
export async function priceCartForCheckout(tx: Queryable, products: CartProducts, promoCode: string | null | undefined): Promise<PricedCart> {
  const wanted = wantedQuantities(products);
  const rows = await lockProductsByIds(tx, [...wanted.keys()]);
  return priceLines(tx, rows, wanted, promoCode, (requested) => requested);
}
