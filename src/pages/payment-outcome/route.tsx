import { namedParams, type PageRoute } from '@/shared/routing';

/** Where the bank sends the shopper back: /success and /fail, with the order's number. */
export const paymentOutcomeRoutes = (['success', 'fail'] as const).map(
  (outcome) =>
    ({
      id: outcome,
      path: outcome,
      namespaces: ['checkout'],
      page: () =>
        import(/* webpackChunkName: "page-payment-outcome" */ './ui/PaymentOutcomePage').then(
          ({ PaymentOutcomePage }) =>
            () => <PaymentOutcomePage outcome={outcome} />,
        ),
      head: ({ t }) => ({ title: t(`payment_${outcome}`, { ns: 'checkout' }) }),
      query: namedParams('order'),
    }) satisfies PageRoute,
);
