import type { Queryable } from '../../db/client';
import { lockProductsByIds, type ProductRow } from '../catalogue/catalogue.repository';
import { lockValidPromo, type PromoRow } from '../promos/promos.repository';
import { ShopError } from '../../domain/errors';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { percentOf, toTetri } from '../../domain/money';

/** the cart as the storefront keeps it: product id -> quantity */
export type CartProducts = Record<string, number> | null | undefined;

export interface CartLine {
  product: ProductRow;
  /** what the shopper asked for (at least 1) */
  requested: number;
  /** in the cart view clamped to the stock (0 for a sold-out product); at checkout what is asked */
  quantity: number;
  unitTetri: number;
}

export interface PricedCart {
  lines: CartLine[];
  totalQuantity: number;
  subtotalTetri: number;
  /** the promo applied: null when none was given, or it is unknown, expired or below its minimum */
  promo: PromoRow | null;
  discountTetri: number;
  totalTetri: number;
}

/** a promo's rules: the minimum subtotal is a condition of the discount, not an error */
function applies(promo: PromoRow | null, subtotal: number): promo is PromoRow {
  return promo !== null && subtotal >= toTetri(promo.min_subtotal);
}

function discountOf(promo: PromoRow, subtotal: number): number {
  if (promo.kind === 'percent') return Math.min(subtotal, percentOf(subtotal, Number(promo.value)));
  return Math.min(subtotal, toTetri(promo.value));
}

function wantedQuantities(products: CartProducts): Map<number, number> {
  return new Map(Object.entries(products ?? {}).map(([id, quantity]) => [Number(id), Math.max(1, quantity)]));
}

function priceLines(
  rows: ProductRow[],
  wanted: Map<number, number>,
  promo: PromoRow | null,
  quantityOf: (requested: number, product: ProductRow) => number,
): PricedCart {
  const lines = rows.map((product) => {
    const requested = wanted.get(product.id) ?? 1;
    return {
      product,
      requested,
      quantity: quantityOf(requested, product),
      unitTetri: toTetri(product.discounted ?? product.price),
    };
  });
  const subtotalTetri = lines.reduce((sum, line) => sum + line.unitTetri * line.quantity, 0);
  const applied = applies(promo, subtotalTetri) ? promo : null;
  const discountTetri = applied ? discountOf(applied, subtotalTetri) : 0;
  return {
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalTetri,
    promo: applied,
    discountTetri,
    totalTetri: subtotalTetri - discountTetri,
  };
}

/**
 * Prices a cart for the shopper to see, from the catalogue and promo rules in memory (never from a
 * client-sent price): a view costs no database round trip. Unknown product ids are dropped; a line is
 * clamped to the stock left, and a sold-out product stays listed with quantity 0 so the shopper sees
 * why it is not counted. A code used up in all gives no discount; the per-customer limit is the
 * checkout's to say (the view may be anonymous). The checkout prices again from locked rows.
 */
export async function priceCart(
  catalogue: CatalogueCache,
  products: CartProducts,
  promoCode: string | null | undefined,
): Promise<PricedCart> {
  const wanted = wantedQuantities(products);
  const [known, promos] = await Promise.all([catalogue.productsById(), catalogue.promosByCode()]);
  const rows = [...wanted.keys()].sort((a, b) => a - b).flatMap((id) => known.get(id) ?? []);
  const code = promoCode?.trim().toLowerCase();
  const promo = code ? promos.get(code) : undefined;
  const usable =
    promo &&
    promo.expires_at.getTime() > Date.now() &&
    (promo.valid_from === null || promo.valid_from.getTime() <= Date.now()) &&
    (promo.max_uses === null || promo.uses < promo.max_uses)
      ? promo
      : null;
  return priceLines(rows, wanted, usable, (requested, product) => Math.min(requested, product.live_stock));
}

/**
 * Prices a cart for checkout, inside its transaction: the products' rows (and the promo's) are locked
 * first and every line is priced for the full quantity asked, so the order is charged for exactly the
 * units it then reserves from those same rows. A preview's clamping has no place here: a line short of
 * stock fails the order instead (the caller checks `live_stock` against `quantity`). A code that would
 * discount this cart but has no use left, in all or for this customer, refuses the checkout (422) rather
 * than charging more than the cart showed.
 */
export async function priceCartForCheckout(
  tx: Queryable,
  products: CartProducts,
  promoCode: string | null | undefined,
  userId: number,
): Promise<PricedCart> {
  const wanted = wantedQuantities(products);
  const rows = await lockProductsByIds(tx, [...wanted.keys()]);
  const code = promoCode?.trim();
  const promo = code ? await lockValidPromo(tx, code, userId) : null;
  const cart = priceLines(rows, wanted, promo, (requested) => requested);
  if (promo && cart.promo) refuseUsedUp(promo);
  return cart;
}

/** a promo's limits of uses, in all and per customer */
function refuseUsedUp(promo: PromoRow & { customer_uses: number }) {
  if (promo.max_uses !== null && promo.uses >= promo.max_uses)
    throw new ShopError(422, 'promo_used_up', { code: promo.code });
  if (promo.max_uses_per_customer !== null && promo.customer_uses >= promo.max_uses_per_customer)
    throw new ShopError(422, 'promo_used_by_customer', { code: promo.code });
}

/**
 * The promo of a placed order that would count as a use again (a declined order paid again): refused as
 * at checkout when its uses ran out meanwhile. A code that expired since keeps the price it was placed at.
 */
export async function checkPromoUses(tx: Queryable, code: string, userId: number) {
  const promo = await lockValidPromo(tx, code, userId);
  if (promo) refuseUsedUp(promo);
}
