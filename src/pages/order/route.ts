import { cachedAnswer, errorStatus } from '@/shared/api';
import type { PageAddress, PageRoute } from '@/shared/routing';

const argsOf = ({ lang, params }: PageAddress) => ({ lang, number: params.number ?? '' });

/**
 * One of the shopper's orders. Its data is the signed-in shopper's, whose token the browser keeps: the
 * loader asks when the store has the token, the server renders the page without it and the browser
 * asks. An unknown number, or another account's, answers 404 and the page is the shop's not-found page.
 * The order's code (entities/order) comes with the page's chunk, not with the route table: the loader
 * imports it, and the 404 check reads the answer by its endpoint's name (`orderDetails`).
 */
export const orderRoute = {
  id: 'order',
  path: 'orders/:number',
  namespaces: ['account', 'checkout'],
  page: () => import(/* webpackChunkName: "page-order" */ './ui/OrderPage').then((m) => m.OrderPage),
  argsOf,
  data: (dispatch, args) => {
    void import(/* webpackChunkName: "page-order" */ '@/entities/order').then(({ prefetchOrderDetails }) =>
      dispatch(prefetchOrderDetails(args)),
    );
  },
  missing: (state, args) => {
    const { data: order, error } = cachedAnswer(state, 'orderDetails', args);
    return order === null || errorStatus(error) === 404;
  },
  head: ({ args, t }) => ({ title: t('order.title', { ns: 'account', number: args.number }) }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
