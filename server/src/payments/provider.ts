import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '../domain/language';
import type { BankPayment, PaymentClaim, PayMethod, ProviderName } from '../domain/payments';

export type { BankPayment, PaymentClaim };

// One adapter per bank (bog.ts, tbc.ts, liberty.ts), each speaking its bank's published protocol; the
// sandbox banks (./sandbox) speak the same protocols, so an adapter tested against its sandbox is the
// adapter that runs against the bank. Nothing a callback says is believed alone: it names an order,
// and the bank is asked for the truth (status), which is checked against the order (modules/orders/orders.service.ts).

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
  /** for a bank with one return address: the shop asks the bank, then shows success or fail */
  returnUrl: string;
  callbackUrl: string;
  loan?: { month: number; discountCode: string };
  /** the same for every try of one order's payment: a bank that got it once creates one payment */
  idempotencyKey: string;
}

/** how the browser reaches the bank: the checkout answer's redirect, form_data and order_id */
export interface PaymentStart {
  redirect: string;
  formData?: Record<string, string>;
  /** the bank's own id of the payment: kept with the order, asked about later (BOG loans hand it to the calculator) */
  providerOrderId: string;
}

/** what the shop asks a bank to give back of a paid order */
export interface RefundRequest {
  method: PayMethod;
  orderNumber: string;
  /** the bank's own id of the payment */
  providerOrderId: string | null;
  /** numeric string, e.g. "200.00": at most what was paid and not refunded yet */
  amount: string;
  /** true: everything not refunded yet (some banks refund loans in full only) */
  full: boolean;
  /** what the shop has refunded before this one (numeric string) */
  refundedBefore: string;
  /** the same for every try of one refund */
  idempotencyKey: string;
}

export interface RefundAnswer {
  refundId: string;
  /** the bank's answer as it gave it, kept with the refund */
  answer: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PayMethod[];
  /** true when this server plays the bank */
  readonly sandboxed: boolean;
  create(payment: PaymentRequest): Promise<PaymentStart>;
  /** the claim of an authentic notification (the signature checked before the body is read), or null */
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders): PaymentClaim | null;
  /** the bank's truth about a payment; null when the bank knows no such payment */
  status(payment: { providerOrderId: string | null; orderNumber: string }): Promise<BankPayment | null>;
  /** gives money back to the shopper, within the bank's rules (a refusal: a 422 ShopError) */
  refund(refund: RefundRequest): Promise<RefundAnswer>;
}
