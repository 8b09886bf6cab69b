// How a shopper pays, and which banks take the payments: the checkout's schema, the orders' rows and
// the bank adapters all name these.

export const PAY_METHODS = ['BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PROVIDERS = ['bog', 'tbc', 'liberty'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** a bank's verified report about an order's payment */
export interface PaymentReport {
  eventId: string;
  orderNumber: string;
  status: 'approved' | 'declined';
  amount: string;
}
