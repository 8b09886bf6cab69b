import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../app/shop';
import { invalidFields } from '../../domain/errors';
import { NEEDS_PERSONAL_ID } from '../../domain/identity';
import * as s from '../../http/schemas';
import { findUser } from '../accounts/accounts.service';
import { placeOrder } from '../orders/orders.service';
import { handToBank, providerFor } from './paymentStart.http';

/** the calculator's choice, which a BOG loan cannot do without */
function loanOf(month: number | undefined, discountCode = '') {
  if (month === undefined) throw invalidFields({ month: [{ key: 'field_required' }] });
  return { month, discountCode };
}

const checkoutRoutes: ShopRoutes = async (app, { db, catalogue, settings, payments }) => {
  app.post(
    '/api/checkout',
    {
      onRequest: authenticate(db),
      schema: {
        summary: 'Place an order (pending) and start its payment',
        description:
          'The cart is re-priced here. BOG_CARD, TBC_CARD, TBC_LOAN: go to `redirect`. LIBERTY_CARD: POST `form_data` to `redirect`. ' +
          'BOG_LOAN: hand `order_id` to the calculator. The outcome arrives by the bank callback; the bank returns the shopper to ' +
          '`/{locale}/success?order={order_number}` or `/{locale}/fail?order={order_number}`.\n\n' +
          'Rules: the order is priced from the product rows it locks and reserves, for the full quantities asked (422 when a line is ' +
          'short of stock). A promo applies from its minimum subtotal (below it: no discount, no error); a promo with no use left in ' +
          'all or for this customer (uses: paid orders and pending ones holding stock) answers 422. A total of 0 answers 422: no ' +
          'order goes to a bank for 0. An account may hold MAX_UNPAID_ORDERS (default 3) pending orders at once: past it, 409. ' +
          'Unpaid orders of one account may hold at most MAX_UNPAID_UNITS (10) units of a product and MAX_UNPAID_VALUE (30,000 ₾) ' +
          'in all, one client address UNPAID_ADDRESS_SHARE (3) times as much: past either, 422.\n\n' +
          'Delivery (beyond the contract): without `delivery` the order is placed as the contract places it, its delivery ' +
          'arranged from the comment (`arranged`, no fee). With it, the method must be one GET /api/delivery-methods offers; ' +
          'courier and regions need an address in their regions and a phone, pickup a pickup point; anything wrong is a 422 ' +
          "naming the fields (`delivery.address.street`...). The fee is the method's, 0 from its `free_from` on the lines " +
          'less the promo; the total the bank is asked for is lines - promo + delivery.',
        security: s.bearer,
        body: {
          type: 'object',
          properties: {
            ...s.cartProperties,
            amount: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 10000000,
              description: 'BOG_LOAN: the monthly payment the calculator showed',
            },
            month: { type: 'integer', minimum: 3, maximum: 24, description: 'BOG_LOAN: number of monthly payments' },
            discount_code: { ...s.plainText, maxLength: 64, description: "BOG_LOAN: the calculator's loan product" },
            delivery: s.deliveryInput,
          },
        },
        response: {
          200: s.answer({
            ...s.okAnswer.properties,
            order_number: { type: 'string' },
            redirect: { type: 'string', description: "the provider's payment page, or LIBERTY_CARD's form action" },
            form_data: {
              type: ['object', 'null'],
              description: 'LIBERTY_CARD only: the fields of the hidden form to POST to redirect',
              additionalProperties: { type: 'string' },
            },
            order_id: {
              type: ['string', 'null'],
              description: "BOG_LOAN only: the provider's order id for the calculator",
            },
          }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const comment = body.comment?.trim() ?? '';
      if (comment === '') throw invalidFields({ comment: [{ key: 'comment_required' }] });
      const loan = body.paymethod === 'BOG_LOAN' ? loanOf(body.month, body.discount_code) : null;
      if (
        NEEDS_PERSONAL_ID.includes(body.paymethod) &&
        (await findUser(db, signedIn(request).id))?.id_kind !== 'personal_id'
      )
        throw invalidFields({ paymethod: [{ key: 'loan_needs_personal_id' }] });
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
