import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../context';
import { placeOrder } from '../orders/orders.service';
import { checkoutSchema } from './checkout.schemas';
import { checkoutTerms } from './checkout.service';
import { handToBank, providerFor } from './paymentStart.http';

const checkoutRoutes: ShopRoutes = async (app, { db, catalogue, settings, payments }) => {
  app.post(
    '/api/checkout',
    {
      onRequest: authenticate(db),
      schema: checkoutSchema,
    },
    async (request) => {
      const body = request.body;
      const { comment, loan } = await checkoutTerms(db, signedIn(request).id, body);
      const provider = providerFor(payments, body.paymethod);

      const order = await placeOrder(
        { db, catalogue },
        {
          userId: signedIn(request).id,
          lang: request.lang,
          products: body.products,
          promo: body.promo,
          paymethod: body.paymethod,
          comment,
          delivery: body.delivery ?? null,
          loan,
          reservationMs: settings.reservationMs,
          clientAddress: request.ip,
          unpaidLimits: settings.unpaidLimits,
        },
      );

      return handToBank(request, { db, catalogue, settings }, provider, {
        method: body.paymethod,
        order,
        loan,
        attempt: 'checkout',
      });
    },
  );
};

export default checkoutRoutes;
