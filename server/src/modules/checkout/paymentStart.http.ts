import type { FastifyRequest } from 'fastify';
import type { ShopSettings } from '../../context';
import { invalidFields, ShopError } from '../../domain/errors';
import type { PayMethod } from '../../domain/payments';
import { publicBase, sandboxBase } from '../../http/publicUrl';
import * as s from '../../http/schemas';
import { uuidFrom } from '../../payments/adapterKit';
import { BankUnavailable } from '../../payments/bankHttp';
import type { PaymentStart } from '../../payments/provider';
import type { Payments } from '../../payments/registry';
import { abandonOrder } from '../orders/orders.service';
import { attemptNotStarted, attemptStarted, startAttempt } from '../orders/paymentAttempts.service';

// A pending order handed to its bank, for the checkout and for paying an order again from its page: the
// bank's start (the adapter's own), the addresses it returns the shopper to, and what the browser does
// next. A bank that cannot start the payment fails the order, whose stock goes back at once.

/** a bank as the registry answers it for a method */
type Provider = NonNullable<ReturnType<Payments['forMethod']>>;

export interface PendingPayment {
  method: PayMethod;
  order: { id: number; order_number: string; total_price: string };
  loan: { month: number; discountCode: string } | null;
  /**
   * which payment of the order this is: the checkout's first, or a later one from the order's page. Every
   * retry of one payment carries the same idempotency key (never two charges); a new payment, a new key.
   */
  attempt: string;
}

export async function handToBank(
  request: FastifyRequest,
  { db, catalogue, settings }: Parameters<typeof abandonOrder>[0] & { settings: ShopSettings },
  provider: Provider,
  { method, order, loan, attempt }: PendingPayment,
) {
  const shopUrl = provider.sandboxed ? sandboxBase(request, settings) : publicBase(request, settings);
  const number = encodeURIComponent(order.order_number);
  // every payment started is an attempt of its own, the order's current one; an older one still open at
  // its bank is superseded, and still asked about
  const attemptId = await startAttempt(db, {
    orderId: order.id,
    provider: provider.name,
    method,
    amount: order.total_price,
  });
  let start: PaymentStart;
  try {
    start = await provider.create({
      method,
      orderNumber: order.order_number,
      // what the bank is asked for: the order's total (lines - promo + delivery)
      amount: order.total_price,
      locale: request.lang,
      shopUrl,
      // the outcome pages name the order
      successUrl: `${shopUrl}/${request.lang}/success?order=${number}`,
      failUrl: `${shopUrl}/${request.lang}/fail?order=${number}`,
      // the language to go on in: the return's answer is the same for every order, known or not
      returnUrl: `${shopUrl}/api/payments/${provider.name}/return?order=${number}&lang=${request.lang}`,
      callbackUrl: `${shopUrl}/api/payments/${provider.name}/callback`,
      loan: loan ?? undefined,
      idempotencyKey: uuidFrom(`create:${provider.name}:${order.order_number}:${attempt}`),
    });
  } catch (error) {
    // the bank is down or said no: the order fails now and its stock goes back (once); the shopper is
    // told to try another method. Nothing was charged: the shopper never saw the bank.
    request.log.error({ err: error, order: order.order_number }, 'payment could not be started');
    await attemptNotStarted(db, attemptId);
    await abandonOrder({ db, catalogue }, order.id);
    throw new ShopError(503, error instanceof BankUnavailable ? 'bank_unavailable' : 'payment_unavailable', {
      bank: provider.name,
    });
  }
  await attemptStarted(db, attemptId, start.providerOrderId);
  return {
    ...s.okStatus,
    order_number: order.order_number,
    redirect: start.redirect,
    form_data: start.formData ?? null,
    // the calculator's order id: only a BOG loan's page needs it
    order_id: method === 'BOG_LOAN' ? start.providerOrderId : null,
  };
}

/** the bank for a method; 503 when no bank is configured at all, 422 when this method's bank is not */
export function providerFor(payments: Payments, method: PayMethod): Provider {
  const provider = payments.forMethod(method);
  if (!provider && payments.none) throw new ShopError(503, 'payment_unavailable');
  if (!provider) throw invalidFields({ paymethod: [{ key: 'paymethod_unavailable' }] });
  return provider;
}
