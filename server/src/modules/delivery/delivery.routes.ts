import type { ShopRoutes } from '../../app/shop';
import * as s from '../../http/schemas';
import { deliveryOptions } from './delivery.service';

// Beyond the spec's contract: how orders reach shoppers, for the checkout to offer. A server without
// this route (the contract's) gets the spec's checkout, its delivery arranged from the comment.

const lari = { type: 'number', description: 'lari' } as const;

const deliveryRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/delivery-methods',
    {
      schema: {
        summary: 'The delivery methods, their fees and days, the regions an address names, the pickup points',
        description:
          "The fee of a method is 0 when the order's lines less its promo discount come to `free_from` or more (null: never " +
          'free). `days_min`..`days_max` days (working days when `working_days`); 0 is the same day. `courier` delivers in ' +
          'Tbilisi, `regions` to the other regions (`regions`, by code), `pickup` from one of `pickup_points`.',
        response: {
          200: s.dataOf(
            s.answer({
              methods: {
                type: 'array',
                items: s.answer({
                  code: { type: 'string', enum: ['courier', 'regions', 'pickup'] },
                  translations: s.translationsOf('name'),
                  fee: lari,
                  free_from: { type: ['number', 'null'], description: 'lari; null: never free' },
                  days_min: { type: 'integer' },
                  days_max: { type: 'integer' },
                  working_days: { type: 'boolean' },
                }),
              },
              regions: {
                type: 'array',
                items: s.answer({ code: { type: 'string' }, translations: s.translationsOf('name') }),
              },
              pickup_points: {
                type: 'array',
                items: s.answer({
                  id: { type: 'integer' },
                  code: { type: 'string' },
                  img: s.image,
                  translations: s.translationsOf('name', 'address', 'hours'),
                }),
              },
            }),
          ),
          ...s.failures,
        },
      },
    },
    async (request) => ({ data: await deliveryOptions(db, request.lang) }),
  );
};

export default deliveryRoutes;
