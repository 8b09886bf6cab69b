import type { ShopRoutes } from '../../context';
import { ShopError } from '../../domain/errors';
import type { PaymentClaim } from '../../domain/payments';
import { PullLimiter } from '../../http/pullLimiter';
import * as s from '../../http/schemas';
import { bankCallbackSchema, bankReturnSchema } from './settlement.schemas';
import { claimOnReturn, settleFromBank, type BankOfRecord } from './settlement.service';

/** how often one payment's bank is asked on callbacks' and returns' word: 5 times a minute */
const PULLS_PER_MINUTE = 5;

// The banks' callbacks, and the address TBC returns the shopper to. A callback is checked as its bank
// publishes (BOG: the RSA signature over the raw body, request.rawBody, before anything is read), then
// only names a payment: the bank is asked about it and its answer settles the order (modules/settlement/settlement.service.ts).
const paymentRoutes: ShopRoutes = async (app, { db, catalogue, payments }) => {
  // TBC's own example posts its callback form-encoded ({"PaymentId"} as PaymentId=...): kept raw, as JSON is
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => {
      request.rawBody = String(body);
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // a callback (signed or not) and a return only name a payment: the bank is asked about each payment a
  // few times a minute at most, however many name it
  const pulls = new PullLimiter(PULLS_PER_MINUTE, 60_000);
  const pull = async (provider: BankOfRecord, claim: PaymentClaim) => {
    if (!pulls.mayPull(`${provider.name}:${claim.providerOrderId ?? claim.orderNumber ?? ''}`)) return 'replayed';
    return settleFromBank({ db, catalogue }, provider, claim);
  };

  app.post(
    '/api/payments/:provider/callback',
    {
      schema: bankCallbackSchema,
    },
    async (request) => {
      const provider = payments.byName(request.params.provider);
      if (!provider) throw new ShopError(404, 'not_found');
      const claim = provider.verifyNotification(request.rawBody ?? '', request.headers);
      if (!claim) throw new ShopError(401, 'callback_signature');
      try {
        const outcome = await pull(provider, claim);
        if (outcome === 'refund_due')
          request.log.warn({ claim, outcome }, 'paid after its reservation ended, stock gone: refund the shopper');
        else request.log.info({ claim, provider: provider.name, outcome }, 'payment settled');
      } catch (error) {
        request.log.warn({ claim, provider: provider.name, err: error }, 'payment report refused');
        throw error;
      }
      return s.okStatus;
    },
  );

  // TBC sends the shopper back to one address whatever happened. Anyone can call it with any number, so
  // its answer is the same for every number, known or not, whatever bank and outcome: on to the order's
  // own page, which only its signed-in owner can read (and where a declined order offers "Pay" again).
  // A pending order of the bank's is pulled from the bank on the way, as a callback would.
  app.get(
    '/api/payments/:provider/return',
    {
      schema: bankReturnSchema,
    },
    async (request, reply) => {
      const provider = payments.byName(request.params.provider);
      const claim = provider && (await claimOnReturn(db, provider, request.query.order));
      if (provider && claim)
        await pull(provider, claim).catch((error: unknown) =>
          request.log.warn({ err: error, order: request.query.order }, 'return: bank not asked'),
        );
      const lang = request.query.lang ?? 'ka';
      return reply.redirect(`/${lang}/orders/${encodeURIComponent(request.query.order)}`, 303);
    },
  );
};

export default paymentRoutes;
