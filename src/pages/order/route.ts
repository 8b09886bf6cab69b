import { cachedAnswer, errorStatus } from '@/shared/api';
import type { PageAddress, PageRoute } from '@/shared/routing';

const argsOf = ({ lang, params }: PageAddress) => ({ lang, number: params.number ?? '' });

/**
 * One of the shopper's orders. Its data is the signed-in shopper's, whose token the browser keeps, so
 * there is no loader: the server renders the page without it and the page asks once the stored token
 * is read. An unknown number, or another account's, answers 404 and the page is the shop's not-found
 * page. The order's code (entities/order) comes with the page's chunk, not with the route table (the
 * initial bundle): the 404 check reads the answer by its endpoint's name (`orderDetails`).
 */
export const orderRoute = {
  id: 'order',
  path: 'orders/:number',
  namespaces: ['account', 'checkout'],
  page: () => import(/* webpackChunkName: "page-order" */ './ui/OrderPage').then((m) => m.OrderPage),
  argsOf,
  missing: (state, args) => {
    const { data: order, error } = cachedAnswer(state, 'orderDetails', args);
    return order === null || errorStatus(error) === 404;
  },
  head: ({ args, t }) => ({ title: t('order.title', { ns: 'account', number: args.number }) }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
