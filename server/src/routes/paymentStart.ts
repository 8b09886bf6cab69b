import type { FastifyRequest } from 'fastify';
import type { ShopSettings } from '../app/shop';
import { ShopError } from '../domain/errors';
import type { PayMethod } from '../domain/payments';
import { publicBase, sandboxBase } from '../http/publicUrl';
import type { PaymentStart } from '../payments/provider';
import type { Payments } from '../payments/registry';

// A pending order handed to its bank, for the checkout and for paying an order again from its page: the
// bank's start (the adapter's own), the addresses it returns the shopper to, and what the browser does
// next. The bank being unreachable is the caller's to handle (the order then fails and frees its stock).

/** a bank as the registry answers it for a method */
type Provider = NonNullable<ReturnType<Payments['forMethod']>>;

export interface PendingPayment {
  method: PayMethod;
  orderNumber: string;
  /** what the bank is asked for: the order's total */
  amount: string;
  loan: { month: number; discountCode: string } | null;
}

export function startPayment(
  request: FastifyRequest,
  settings: ShopSettings,
  provider: Provider,
  payment: PendingPayment,
): Promise<PaymentStart> {
  const shopUrl = provider.sandboxed ? sandboxBase(request, settings) : publicBase(request, settings);
  const number = encodeURIComponent(payment.orderNumber);
  return provider.start({
    method: payment.method,
    orderNumber: payment.orderNumber,
    amount: payment.amount,
    locale: request.lang,
    shopUrl,
    // the outcome pages name the order (the URLs are signed with everything else the bank gets)
    successUrl: `${shopUrl}/${request.lang}/success?order=${number}`,
    failUrl: `${shopUrl}/${request.lang}/fail?order=${number}`,
    callbackUrl: `${shopUrl}/api/payments/${provider.name}/callback`,
    loan: payment.loan ?? undefined,
  });
}

/** the checkout's answer: where the browser goes, and what it takes there */
export function paymentAnswer(orderNumber: string, start: PaymentStart) {
  return {
    status: 'OK' as const,
    order_number: orderNumber,
    redirect: start.redirect,
    form_data: start.formData ?? null,
    order_id: start.providerOrderId ?? null,
  };
}

/** the bank for a method; 503 when none is configured for it */
export function providerFor(payments: Payments, method: PayMethod): Provider {
  const provider = payments.forMethod(method);
  if (!provider) throw new ShopError(503, 'payment_unavailable');
  return provider;
}
