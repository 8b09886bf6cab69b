import type { Queryable } from '../../db/client';
import { lockUnpaidOrderCount, unpaidHoldings } from './orders.repository';
import { ShopError } from '../../domain/errors';
import { toLari, toTetri } from '../../domain/money';
import type { UnpaidLimits } from '../../domain/unpaidLimits';

// What one shopper may hold in unpaid orders. Checkout reserves stock before the bank is asked (see
// orders.ts), so an order nobody pays holds its units until the reservation ends. Counting orders
// alone let one account hold every unit of every product with a single order; so besides the number
// of orders, the units of each product and the value held unpaid are limited per account, and (a few
// accounts' worth: a household, an office, a mobile network's shared address) per client address, so
// that registering accounts by script does not get round them. A shopper's real order (a telescope and
// its accessories, a few units each) is far below every limit.

export interface Holder {
  userId: number;
  clientAddress: string;
}

/**
 * Refuses a checkout (or a declined order paid again) that would take its account or its address past the limits. Runs inside the
 * checkout's transaction, before anything is reserved; the account's row and the address's advisory
 * lock stay held until it ends, so simultaneous checkouts are counted one after the other.
 */
export async function checkUnpaidLimits<Line extends { product: { id: number }; quantity: number }>(
  tx: Queryable,
  limits: UnpaidLimits,
  holder: Holder,
  order: { lines: Line[]; totalTetri: number },
  nameOf: (line: Line) => string,
) {
  if ((await lockUnpaidOrderCount(tx, holder.userId)) >= limits.orders) {
    throw new ShopError(409, 'too_many_unpaid_orders', { max: limits.orders });
  }
  const byAccount = await unpaidHoldings(tx, { userId: holder.userId });
  for (const line of order.lines) {
    if ((byAccount.units.get(line.product.id) ?? 0) + line.quantity > limits.unitsPerProduct) {
      throw new ShopError(422, 'unpaid_units_limit', { max: limits.unitsPerProduct, name: nameOf(line) });
    }
  }
  if (toTetri(byAccount.value) + order.totalTetri > limits.valueTetri) {
    throw new ShopError(422, 'unpaid_value_limit', { max: toLari(limits.valueTetri) });
  }
  const byAddress = await unpaidHoldings(tx, { clientAddress: holder.clientAddress });
  const overAddress =
    order.lines.some(
      (line) =>
        (byAddress.units.get(line.product.id) ?? 0) + line.quantity > limits.unitsPerProduct * limits.addressShare,
    ) || toTetri(byAddress.value) + order.totalTetri > limits.valueTetri * limits.addressShare;
  if (overAddress) throw new ShopError(422, 'unpaid_address_limit');
}
