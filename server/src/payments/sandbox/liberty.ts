import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toNumeric, toTetri } from '../../domain/money';
import { libertyFormSignature, LIBERTY_FORM_FIELDS } from '../liberty';
import { apiGuard, formOf, header, idempotently, refuse } from './api';
import { refundedTetri, type SandboxBanks, type SandboxPayment } from './store';

// Liberty Bank publishes no protocol: this sandbox plays the generic one of payments/liberty.ts, a
// signed hidden form posted to its page, an unsigned callback naming the order, and a status and a
// refund API behind the merchant's id and secret (HTTP Basic).

export const LIBERTY_SANDBOX = '/sandbox/liberty';

export function libertyStatus(payment: SandboxPayment) {
  return {
    order_id: payment.orderNumber,
    payment_id: payment.id,
    status: payment.status === 'created' ? 'pending' : payment.status,
    amount: toNumeric(payment.amountTetri),
    currency: payment.currency,
    refunded: toNumeric(refundedTetri(payment)),
  };
}

export const libertyCallback = (payment: SandboxPayment) => ({
  body: JSON.stringify({ order_id: payment.orderNumber }),
  headers: { 'content-type': 'application/json' },
});

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function libertyBank(app: FastifyInstance, banks: SandboxBanks) {
  const credentials = banks.credentials.liberty;
  const hidden = { schema: { hide: true }, preHandler: apiGuard(banks) };
  const basic = `Basic ${Buffer.from(`${credentials.merchantId}:${credentials.secret}`).toString('base64')}`;
  const byOrder = (orderNumber: string) =>
    [...banks.payments.values()].find((payment) => payment.bank === 'liberty' && payment.orderNumber === orderNumber);

  /** the payment a signed form asks for: made at its first post, the same one at the next */
  function paymentOfForm(fields: Record<string, unknown>): SandboxPayment | null {
    const form = Object.fromEntries(LIBERTY_FORM_FIELDS.map((name) => [name, String(fields[name] ?? '')]));
    const signature = String(fields.signature ?? '');
    if (form.merchant_id !== credentials.merchantId || !same(signature, libertyFormSignature(credentials.secret, form)))
      return null;
    const existing = byOrder(form.order_id);
    if (existing) return existing;
    return banks.add({
      bank: 'liberty',
      method: 'LIBERTY_CARD',
      orderNumber: form.order_id,
      amountTetri: toTetri(form.amount),
      currency: form.currency,
      locale: form.language === 'en' ? 'en' : 'ka',
      successUrl: form.success_url,
      failUrl: form.fail_url,
      callbackUrl: form.callback_url,
      loan: null,
    });
  }

  app.get<{ Params: { order: string } }>(`${LIBERTY_SANDBOX}/api/payments/:order`, hidden, async (request, reply) => {
    if (header(request, 'authorization') !== basic) return refuse(reply, 401, 'unauthorized');
    const payment = byOrder(request.params.order);
    return payment ? libertyStatus(payment) : refuse(reply, 404, 'payment not found');
  });

  app.post<{ Params: { order: string } }>(
    `${LIBERTY_SANDBOX}/api/payments/:order/refunds`,
    hidden,
    async (request, reply) => {
      if (header(request, 'authorization') !== basic) return refuse(reply, 401, 'unauthorized');
      const key = header(request, 'idempotency-key');
      return idempotently(banks, key && `liberty-refund:${key}`, reply, async () => {
        const payment = byOrder(request.params.order);
        if (!payment) return { status: 404, body: { message: 'payment not found' } };
        const left = payment.amountTetri - refundedTetri(payment);
        const amountTetri = toTetri(Number(formOf(request.body).amount));
        if (payment.status !== 'approved' || !(amountTetri > 0) || amountTetri > left)
          return { status: 400, body: { message: 'the amount exceeds what can be refunded' } };
        const id = `${payment.id}-r${payment.refunds.length + 1}`;
        payment.refunds.push({ amountTetri, at: new Date(), id });
        return { status: 200, body: { refund_id: id, status: 'refunded' } };
      });
    },
  );

  return { paymentOfForm };
}

export type LibertyForms = ReturnType<typeof libertyBank>;
