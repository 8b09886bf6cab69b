// How a shopper pays, and which banks take the payments: the checkout's schema, the orders' rows and
// the bank adapters all name these.

export const PAY_METHODS = ['BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PROVIDERS = ['bog', 'tbc', 'liberty'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** what a bank says of an order's payment, asked by the shop (never a callback's word alone) */
export interface PaymentReport {
  /** one per payment and status: the bank's word on it is applied once */
  eventId: string;
  orderNumber: string;
  providerOrderId: string;
  status: 'approved' | 'declined' | 'pending';
  amount: string;
  currency: string;
}

/** who a callback says it is about; never trusted alone (the bank is asked) */
export interface PaymentClaim {
  providerOrderId?: string;
  orderNumber?: string;
}

/** what the bank says of a payment: the truth an order is settled by */
export interface BankPayment {
  providerOrderId: string;
  /** the shop's order number as the bank has it */
  orderNumber: string | null;
  /** approved stays approved after refunds (the payment was taken) */
  status: 'approved' | 'declined' | 'pending';
  /** numeric string */
  amount: string;
  currency: string;
  /** numeric string: what the bank gave back so far */
  refunded: string;
}
