import type { Lang } from '../http/language';

export const PAY_METHODS = ['BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PROVIDERS = ['bog', 'tbc', 'liberty'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** what the shop tells a bank about a pending order */
export interface PaymentRequest {
  method: PayMethod;
  orderNumber: string;
  /** numeric string, e.g. "1299.50" */
  amount: string;
  locale: Lang;
  /** where this shop is reached from the browser, e.g. https://shop.ge */
  shopUrl: string;
  successUrl: string;
  failUrl: string;
  callbackUrl: string;
  loan?: { month: number; discountCode: string };
}

/** how the browser reaches the bank: the checkout answer's redirect, form_data and order_id */
export interface PaymentStart {
  redirect: string;
  formData?: Record<string, string>;
  /** the bank's own id of the order (BOG loans hand it to the calculator) */
  providerOrderId?: string;
}

/** a bank's verified report about an order's payment */
export interface PaymentReport {
  eventId: string;
  orderNumber: string;
  status: 'approved' | 'declined';
  amount: string;
}

/** one adapter per bank; the sandbox banks and the real ones are used the same way */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PayMethod[];
  start(payment: PaymentRequest): Promise<PaymentStart>;
  /** the report of a callback whose signature is right, else null */
  verifyCallback(rawBody: string, signature: string | undefined): PaymentReport | null;
}
