import type { Lang } from '../domain/language';
import type { PaymentReport, PayMethod, ProviderName } from '../domain/payments';

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

/** what the shop asks a bank to give back of a paid order */
export interface RefundRequest {
  orderNumber: string;
  /** the bank's own id of the order, when it gave one */
  providerOrderId: string | null;
  /** numeric string, e.g. "200.00": at most what was paid and not refunded yet */
  amount: string;
}

/** one adapter per bank; the sandbox banks and the real ones are used the same way */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PayMethod[];
  start(payment: PaymentRequest): Promise<PaymentStart>;
  /** the report of a callback whose signature is right, else null */
  verifyCallback(rawBody: string, signature: string | undefined): PaymentReport | null;
  /** gives money back to the shopper's card; answers the bank's id of the refund */
  refund(refund: RefundRequest): Promise<{ refundId: string }>;
}
