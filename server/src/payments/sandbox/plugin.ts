import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopError } from '../../domain/errors';
import { PROVIDERS, type ProviderName } from '../../domain/payments';
import { sandboxPage } from '../sandboxPage';
import { formOf } from './api';
import { bogBank, bogCallback, BOG_SANDBOX } from './bog';
import { libertyBank, libertyCallback, LIBERTY_SANDBOX } from './liberty';
import type { SandboxBanks, SandboxPayment } from './store';
import { tbcBank, tbcCallback, TBC_SANDBOX } from './tbc';

// The sandbox banks' routes: each bank's API (./bog.ts, ./tbc.ts, ./liberty.ts), the page a shopper
// decides on (Approve / Decline), and BOG's loan calculator's two calls. Deciding settles the sandbox
// payment and sends the bank's callback to the shop, as the bank would, then returns the shopper to
// the shop. This plugin runs in the shop (when a bank has no credentials) or, in tests, in a Fastify
// of its own on a port.

export interface SandboxOptions {
  banks: SandboxBanks;
  /** the base of the bank pages' links for a request: the shop's sandboxBase (http/publicUrl.ts) */
  pageBase: (request: FastifyRequest) => string;
}

type Decision = 'approved' | 'declined';
const isDecision = (value: unknown): value is Decision => value === 'approved' || value === 'declined';

function callbackOf(banks: SandboxBanks, payment: SandboxPayment) {
  if (payment.bank === 'bog') return bogCallback(banks, payment);
  return payment.bank === 'tbc' ? tbcCallback(payment) : libertyCallback(payment);
}

export async function sandboxBanks(app: FastifyInstance, { banks, pageBase }: SandboxOptions) {
  await app.register(formbody);
  bogBank(app, banks, pageBase);
  tbcBank(app, banks, pageBase);
  const liberty = libertyBank(app, banks);

  const found = (bank: ProviderName, id: unknown) => {
    const payment = typeof id === 'string' ? banks.find(bank, id) : undefined;
    if (!payment) throw new ShopError(404, 'not_found');
    return payment;
  };

  /** the shopper's decision: the payment settles, the shop hears of it, the shopper goes back */
  async function decide(payment: SandboxPayment, decision: Decision): Promise<string> {
    if (payment.status !== 'created') throw new ShopError(409, 'sandbox_decided');
    payment.status = decision;
    if (!banks.dropCallbacks) {
      const { body, headers } = callbackOf(banks, payment);
      // a bank does not wait on the shop's answer to return the shopper; a refused or lost callback
      // is what the shop's reconciliation is for
      await banks
        .deliver(payment.callbackUrl, {
          method: 'POST',
          headers: { ...headers, 'accept-language': payment.locale },
          body,
        })
        .then(async (answer) => {
          if (answer.status !== 200)
            app.log.warn({ status: answer.status, body: await answer.text() }, 'sandbox callback refused');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox callback not delivered'));
    }
    return decision === 'approved' ? payment.successUrl : payment.failUrl;
  }

  const page = { config: { sandboxPage: true }, schema: { hide: true } };
  const html = (payment: SandboxPayment) => sandboxPage(payment);
  for (const [bank, base] of [
    ['bog', BOG_SANDBOX],
    ['tbc', TBC_SANDBOX],
  ] as const) {
    app.get<{ Params: { id: string } }>(`${base}/pay/:id`, page, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(html(found(bank, request.params.id))),
    );
  }
  // Liberty's page is reached by the shop's hidden form, its fields signed
  app.post(`${LIBERTY_SANDBOX}/pay`, page, async (request, reply) => {
    const payment = liberty.paymentOfForm(formOf(request.body));
    if (!payment) throw new ShopError(400, 'bad_request');
    return reply.type('text/html; charset=utf-8').send(html(payment));
  });

  app.post<{ Params: { bank: string } }>(
    '/sandbox/:bank/decide',
    { schema: { hide: true } },
    async (request, reply) => {
      const bank = PROVIDERS.find((name) => name === request.params.bank);
      const { payment, decision } = formOf(request.body);
      if (!bank || !isDecision(decision)) throw new ShopError(400, 'bad_request');
      return reply.redirect(await decide(found(bank, payment), decision), 303);
    },
  );

  // the loan calculator (bog-sdk.js) talks JSON with its bank, carrying the order id the shop was given
  app.get<{ Querystring: { order_id?: string } }>(
    `${BOG_SANDBOX}/calculator/payment`,
    { schema: { hide: true } },
    async (request) => {
      const payment = found('bog', request.query.order_id);
      return {
        order_number: payment.orderNumber,
        amount: (payment.amountTetri / 100).toFixed(2),
        month: payment.loan ? String(payment.loan.month) : null,
        locale: payment.locale,
      };
    },
  );
  app.post(`${BOG_SANDBOX}/calculator/decide`, { schema: { hide: true } }, async (request) => {
    const { order_id: orderId, decision } = formOf(request.body);
    if (!isDecision(decision)) throw new ShopError(400, 'bad_request');
    return { redirectUrl: await decide(found('bog', orderId), decision) };
  });
}
