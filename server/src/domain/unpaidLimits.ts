// What one account, and one client address, may hold in unpaid orders (the checkout's limits: see
// modules/orders/unpaidLimits.service.ts, and the MAX_UNPAID_* variables of the configuration).

export interface UnpaidLimits {
  /** pending orders per account (409 past it) */
  orders: number;
  /** units of one product per account */
  unitsPerProduct: number;
  /** value per account, in tetri */
  valueTetri: number;
  /** how many accounts' worth of units and value one client address may hold */
  addressShare: number;
}
