import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import {
  redirect,
  useParams,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import type { ApiState } from '@/shared/api';
import { defaultLanguage, isLang, switchLanguagePath } from '@/shared/i18n';
import {
  loaderRequest,
  usePageArgs,
  type AnyPageRoute,
  type HeadContext,
  type PageAddress,
  type PageHead,
  type PageRoute,
} from '@/shared/routing';
import { aboutRoute } from '@/pages/info/about';
import { cartRoute } from '@/pages/cart';
import { checkoutRoute } from '@/pages/checkout';
import { compareRoute } from '@/pages/compare';
import { contactRoute } from '@/pages/info/contact';
import { faqRoute } from '@/pages/info/faq';
import { homeRoute } from '@/pages/home';
import { newsDetailRoute } from '@/pages/news-detail';
import { newsListRoute } from '@/pages/news-list';
import { NotFoundPage } from '@/pages/not-found';
import { observeRoute } from '@/pages/observe';
import { orderRoute } from '@/pages/order';
import { ordersRoute } from '@/pages/orders';
import { partnersRoute } from '@/pages/info/partners';
import { paymentOutcomeRoutes } from '@/pages/payment-outcome';
import { policyRoutes } from '@/pages/info/policy';
import { productRoute } from '@/pages/product';
import { productListRoute } from '@/pages/product-list';
import { profileRoute } from '@/pages/profile';
import { resetPasswordRoute } from '@/pages/reset-password';
import { searchRoute } from '@/pages/search';
import { transactionsRoute } from '@/pages/transactions';
import { categoryEndpoints } from '@/entities/category';
import { contactEndpoints } from '@/entities/contact';
import { shopSettingsEndpoints } from '@/entities/shop-mode';
import type { AppDispatch } from '../model';
import type { RouteHandle } from './head';
import { LocaleLayout } from './LocaleLayout';
import { DocumentHead } from './RouteHead';
import { RouteError } from './RouteError';

/** What the route table's loaders need from where they run: the store, and the translations' loader. */
export type RouteContext = { dispatch: AppDispatch; loadNamespaces: (namespaces: readonly string[]) => unknown };

/** The pages under /{locale}: each page's route is its own (pages/<page>/route.ts). */
export const pageRoutes: readonly AnyPageRoute[] = [
  homeRoute,
  aboutRoute,
  productListRoute,
  productRoute,
  newsListRoute,
  newsDetailRoute,
  faqRoute,
  partnersRoute,
  cartRoute,
  checkoutRoute,
  ...paymentOutcomeRoutes,
  contactRoute,
  profileRoute,
  ordersRoute,
  orderRoute,
  transactionsRoute,
  ...policyRoutes,
  searchRoute,
  compareRoute,
  observeRoute,
  resetPasswordRoute,
];

/** The paths under /{locale} of the pages the sitemap lists: public, without parameters, the same for everyone ('' the home page). */
export const contentPages: readonly string[] = pageRoutes.filter((page) => page.listed).map((page) => page.path ?? '');

/** The paths under /{locale} of every page without parameters ('' the home page). */
export const staticPages: readonly string[] = pageRoutes
  .filter((page) => !page.path?.includes(':'))
  .map((page) => page.path ?? '');

/** The address of a page under a language of ours; none under any other first segment (a 404). */
const addressOf = ({ params, request }: LoaderFunctionArgs): PageAddress | undefined =>
  isLang(params.locale) ? { lang: params.locale, params, searchParams: new URL(request.url).searchParams } : undefined;

// A change of the query string alone (another page of a list, another order) is left to the page,
// which asks again once the change has settled (the spec's fetch delays); a new address starts at once.
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function pageRoute<Args>(route: PageRoute<Args>, { dispatch, loadNamespaces }: RouteContext): RouteObject {
  const { id, path, index, page, data, missing, namespaces, head, query, secret } = route;
  // a page without arguments of its own gets its address
  const argsOf = route.argsOf ?? ((address: PageAddress) => address as Args);
  const handle: RouteHandle = {
    namespaces,
    head: (context) => {
      const args = argsOf(context);
      return missing?.(context.state, args) ? notFoundHead(context) : (head?.({ ...context, args }) ?? {});
    },
    query,
    secret,
  };
  return {
    id,
    ...(index ? { index } : { path }),
    handle,
    errorElement: <RouteError />,
    // a first page the browser renders itself (the static build) shows nothing until its code is there
    HydrateFallback: NoPageYet,
    // code, translations and data start together, and navigation waits for none of the data: the page
    // shows its skeletons until its answers arrive (a server render awaits them before rendering)
    lazy: async () => ({ Component: missing ? orNotFound(await page(), { argsOf }, missing) : await page() }),
    loader: (args) => {
      const address = addressOf(args);
      if (!address) return null;
      if (namespaces) void loadNamespaces(namespaces);
      data?.(dispatch, argsOf(address));
      return null;
    },
    shouldRevalidate: onNewPath,
  };
}

const NoPageYet = () => null;

const notFoundHead = ({ t }: HeadContext): PageHead => ({ title: t('not_found'), notFound: true });
const notFound: RouteHandle = { head: notFoundHead };

/**
 * The page, or the 404 page once its answer says its subject does not exist: a skeleton is for loading,
 * never for "not found". The same rule as the head's (HTTP 404 on the server), read from the same store.
 */
function orNotFound<Args>(
  Page: ComponentType,
  route: { argsOf: (address: PageAddress) => Args },
  missing: (state: ApiState, args: Args) => boolean,
): ComponentType {
  return function PageOrNotFound() {
    const { locale } = useParams();
    const args = usePageArgs(route);
    const gone = useSelector((state: ApiState) => isLang(locale) && missing(state, args));
    return gone ? <NotFoundPage /> : <Page />;
  };
}

/**
 * An address without its language goes to the same path and query under the language the root goes to
 * (the spec's /ka): one rule for the root and for a link typed or pasted without its language.
 */
const inDefaultLanguage = ({ request }: LoaderFunctionArgs) => {
  const { pathname, search } = new URL(request.url);
  return redirect(switchLanguagePath(pathname, search, defaultLanguage));
};

// the first segments of the shop's page paths (product, products, news, cart, ...): an address starting
// with one of them and no language is one of ours; any other stays a 404
const pageSegments = [...new Set(pageRoutes.flatMap(({ path }) => (path ? [path.split('/')[0]] : [])))];

// An address without a language draws nothing, before (HydrateFallback) or after its loader: the loader
// sends it on. Said outright, as React Router warns of a route that leaves them out.
const Nothing = () => null;
const sentOn = {
  loader: inDefaultLanguage,
  Component: Nothing,
  HydrateFallback: Nothing,
} satisfies Partial<RouteObject>;

/** The spec's route table; every page path starts with the language segment. */
export function createRoutes(context: RouteContext): RouteObject[] {
  const table: RouteObject[] = [
    { id: 'root', path: '/', ...sentOn },
    ...pageSegments.map((segment): RouteObject => ({ id: `no-language-${segment}`, path: `/${segment}/*`, ...sentOn })),
    {
      id: 'locale',
      path: '/:locale',
      element: <LocaleLayout />,
      // every page's header and footer
      loader: (args) => {
        const address = addressOf(args);
        if (!address) return null;
        void context.dispatch(categoryEndpoints.categories.initiate({ lang: address.lang }, loaderRequest));
        void context.dispatch(contactEndpoints.contact.initiate({ lang: address.lang }, loaderRequest));
        // the test mode every page shows, and the checkout's methods
        void context.dispatch(shopSettingsEndpoints.shopSettings.initiate(undefined, loaderRequest));
        return null;
      },
      shouldRevalidate: onNewPath,
      HydrateFallback: NoPageYet,
      handle: { head: ({ params }) => (isLang(params.locale) ? {} : { notFound: true }) } satisfies RouteHandle,
      // the last resort, should the layout itself fail: the message without header and footer
      errorElement: <RouteError />,
      children: [
        ...pageRoutes.map((page) => pageRoute(page, context)),
        { id: 'locale-not-found', path: '*', element: <NotFoundPage />, handle: notFound },
      ],
    },
    { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFound },
  ];
  return [{ id: 'document', element: <DocumentHead />, children: table }];
}
