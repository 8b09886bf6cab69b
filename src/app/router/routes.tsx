import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { redirect, useParams, useSearchParams, type LoaderFunctionArgs, type Params, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { errorStatus } from '@/shared/api';
import { defaultLanguage, isLang, switchLanguagePath, type Lang } from '@/shared/i18n';
import { pageParam, uploadUrl } from '@/shared/lib';
import { NotFoundPage } from '@/pages/not-found';
import { categoryEndpoints } from '@/entities/category';
import { contactEndpoints } from '@/entities/contact';
import { newsEndpoints } from '@/entities/news-article';
import { pageContentEndpoints, policyKinds } from '@/entities/page-content';
import {
  homeShelves,
  listArgsFromSearch,
  listSearch,
  listSorting,
  searchSorting,
  prefetchProduct,
  prefetchProductList,
  productEndpoints,
  productStructuredData,
  productSummary,
  unitPrice,
  type Sorting,
} from '@/entities/product';
import type { AppDispatch, RootState } from '../model';
import type { HeadContext, PageHead, RouteHandle } from './head';
import { LocaleLayout } from './LocaleLayout';
import { DocumentHead } from './RouteHead';
import { RouteError } from './RouteError';

/** What the route table's loaders need from where they run: the store, and the translations' loader. */
export type RouteContext = { dispatch: AppDispatch; loadNamespaces: (namespaces: readonly string[]) => unknown };

/** What a page's data function gets: the language and the address's parts. */
type PageAddress = { lang: Lang; params: Params; searchParams: URLSearchParams };

type PageRoute = {
  id: string;
  path?: string;
  index?: true;
  /** the page's code: its own chunk, fetched when its route is first matched */
  page: () => Promise<ComponentType>;
  /** starts the page's requests, with exactly the arguments the page will use */
  data?: (dispatch: AppDispatch, address: PageAddress) => void;
  /** the page's subject does not exist (its answer was 404): the 404 page in its place, answered with HTTP 404 */
  missing?: Missing;
} & RouteHandle;

type Missing = (state: RootState, address: PageAddress) => boolean;

// Subscriptions are the page's: a loader's request is a cache entry waiting for the page to render.
const once = { subscribe: false } as const;

/** A product list's query: its order, page and filters. */
const listQuery =
  <S extends string>(sorting: Sorting<S>) =>
  (params: URLSearchParams) =>
    listSearch(listArgsFromSearch(params, sorting), sorting);

/** The parameters `names` as the address has them, the empty ones left out. */
const named =
  (...names: string[]) =>
  (params: URLSearchParams) =>
    Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value !== ''));

/** The pages under /{locale}: code, data and head of each. */
const pages: PageRoute[] = [
  {
    id: 'home',
    index: true,
    page: () => import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => m.HomePage),
    data: (dispatch, { lang }) => {
      dispatch(categoryEndpoints.homeCategories.initiate({ lang }, once));
      dispatch(newsEndpoints.newsPage.initiate({ lang, page: 1 }, once));
      dispatch(productEndpoints.productList.initiate({ lang, ...homeShelves.discounted }, once));
      dispatch(productEndpoints.productSearch.initiate({ lang, ...homeShelves.newArrivals }, once));
    },
    head: ({ t }) => ({ title: t('home_title') }),
  },
  {
    id: 'about',
    path: 'about',
    page: () => import(/* webpackChunkName: "page-about" */ '@/pages/about').then((m) => m.AboutPage),
    data: (dispatch, { lang }) => void dispatch(pageContentEndpoints.about.initiate({ lang }, once)),
    head: ({ t }) => ({ title: t('about'), description: t('about_description') }),
  },
  {
    id: 'product-list',
    path: 'products/:slug',
    namespaces: ['catalog', 'cart'],
    page: () => import(/* webpackChunkName: "page-product-list" */ '@/pages/product-list').then((m) => m.ProductListPage),
    data: (dispatch, { lang, params, searchParams }) => dispatch(prefetchProductList({ lang, slug: params.slug ?? '', ...listArgsFromSearch(searchParams) })),
    query: listQuery(listSorting),
    missing: (state, { lang, params, searchParams }) =>
      errorStatus(productEndpoints.productList.select({ lang, slug: params.slug ?? '', ...listArgsFromSearch(searchParams) })(state).error) === 404,
    head: ({ lang, params, searchParams, state, t }) => {
      const { data: list } = productEndpoints.productList.select({ lang, slug: params.slug ?? '', ...listArgsFromSearch(searchParams) })(state);
      if (!list?.title) return {};
      return {
        title: list.title,
        description: t('list_description', { ns: 'catalog', name: list.title }),
        image: uploadUrl('products', list.products[0]?.images[0], 'thumb'),
      };
    },
  },
  {
    id: 'product',
    path: 'product/:slug',
    namespaces: ['catalog', 'cart'],
    page: () => import(/* webpackChunkName: "page-product" */ '@/pages/product').then((m) => m.ProductPage),
    data: (dispatch, { lang, params }) => {
      dispatch(prefetchProduct({ lang, slug: params.slug ?? '' }));
      dispatch(productEndpoints.relatedProducts.initiate({ lang, slug: params.slug ?? '' }, once));
    },
    missing: (state, { lang, params }) => {
      const { data: product, error } = productEndpoints.product.select({ lang, slug: params.slug ?? '' })(state);
      return product === null || errorStatus(error) === 404;
    },
    head: ({ lang, params, state, t, url }) => {
      const { data: product } = productEndpoints.product.select({ lang, slug: params.slug ?? '' })(state);
      if (!product) return {};
      const price = unitPrice(product);
      return {
        title: product.name ?? t('no_title'),
        description: productSummary(product),
        image: uploadUrl('products', product.images[0]),
        price: price === null ? undefined : price.toFixed(2),
        structuredData: productStructuredData(product, url),
      };
    },
  },
  {
    id: 'news',
    path: 'news',
    page: () => import(/* webpackChunkName: "page-news-list" */ '@/pages/news-list').then((m) => m.NewsListPage),
    data: (dispatch, { lang, searchParams }) => void dispatch(newsEndpoints.newsPage.initiate({ lang, page: pageParam(searchParams) }, once)),
    query: (params): Record<string, string> => (pageParam(params) > 1 ? { page: String(pageParam(params)) } : {}),
    head: ({ t }) => ({ title: t('news'), description: t('news_description') }),
  },
  {
    id: 'news-article',
    path: 'news/:slug',
    page: () => import(/* webpackChunkName: "page-news-detail" */ '@/pages/news-detail').then((m) => m.NewsDetailPage),
    data: (dispatch, { lang, params }) => void dispatch(newsEndpoints.newsArticle.initiate({ lang, slug: params.slug ?? '' }, once)),
    missing: (state, { lang, params }) => {
      const { data: article, error } = newsEndpoints.newsArticle.select({ lang, slug: params.slug ?? '' })(state);
      return article === null || errorStatus(error) === 404;
    },
    head: ({ lang, params, state, t }) => {
      const { data: article } = newsEndpoints.newsArticle.select({ lang, slug: params.slug ?? '' })(state);
      if (!article) return {};
      return { title: article.title ?? t('no_title'), image: uploadUrl('news', article.img) };
    },
  },
  {
    id: 'faq',
    path: 'faq',
    page: () => import(/* webpackChunkName: "page-faq" */ '@/pages/faq').then((m) => m.FaqPage),
    data: (dispatch, { lang }) => void dispatch(pageContentEndpoints.faq.initiate({ lang }, once)),
    head: ({ t }) => ({ title: t('faq'), description: t('faq_description') }),
  },
  {
    id: 'partners',
    path: 'partners',
    page: () => import(/* webpackChunkName: "page-partners" */ '@/pages/partners').then((m) => m.PartnersPage),
    data: (dispatch, { lang }) => void dispatch(pageContentEndpoints.partners.initiate({ lang }, once)),
    head: ({ t }) => ({ title: t('partners'), description: t('partners_description') }),
  },
  {
    id: 'cart',
    path: 'cart',
    namespaces: ['cart', 'catalog'],
    page: () => import(/* webpackChunkName: "page-cart" */ '@/pages/cart').then((m) => m.CartPage),
    head: ({ t }) => ({ title: t('title', { ns: 'cart' }) }),
  },
  {
    id: 'checkout',
    path: 'checkout',
    namespaces: ['checkout', 'cart'],
    page: () => import(/* webpackChunkName: "page-checkout" */ '@/pages/checkout').then((m) => m.CheckoutPage),
    head: ({ t }) => ({ title: t('title', { ns: 'checkout' }) }),
  },
  ...(['success', 'fail'] as const).map((outcome): PageRoute => ({
    id: outcome,
    path: outcome,
    namespaces: ['checkout'],
    page: () =>
      import(/* webpackChunkName: "page-payment-outcome" */ '@/pages/payment-outcome').then(({ PaymentOutcomePage }) => () => (
        <PaymentOutcomePage outcome={outcome} />
      )),
    head: ({ t }) => ({ title: t(`payment_${outcome}`, { ns: 'checkout' }) }),
    query: named('order'),
  })),
  {
    id: 'contact',
    path: 'contact',
    page: () => import(/* webpackChunkName: "page-contact" */ '@/pages/contact').then((m) => m.ContactPage),
    head: ({ t }) => ({ title: t('contact'), description: t('contact_description') }),
  },
  {
    id: 'profile',
    path: 'profile',
    namespaces: ['account'],
    page: () => import(/* webpackChunkName: "page-profile" */ '@/pages/profile').then((m) => m.ProfilePage),
    head: ({ t }) => ({ title: t('profile', { ns: 'account' }) }),
  },
  {
    id: 'orders',
    path: 'orders',
    namespaces: ['account'],
    page: () => import(/* webpackChunkName: "page-orders" */ '@/pages/orders').then((m) => m.OrdersPage),
    head: ({ t }) => ({ title: t('my_orders', { ns: 'account' }) }),
  },
  {
    id: 'transactions',
    path: 'transactions',
    namespaces: ['account'],
    page: () => import(/* webpackChunkName: "page-transactions" */ '@/pages/transactions').then((m) => m.TransactionsPage),
    head: ({ t }) => ({ title: t('transactions.title', { ns: 'account' }) }),
  },
  ...policyKinds.map((kind): PageRoute => ({
    id: kind,
    path: kind,
    page: () => import(/* webpackChunkName: "page-policy" */ '@/pages/policy').then(({ PolicyPage }) => () => <PolicyPage kind={kind} />),
    data: (dispatch, { lang }) => void dispatch(pageContentEndpoints.policy.initiate({ lang, kind }, once)),
    // a server that has no such page
    missing: (state, { lang }) => errorStatus(pageContentEndpoints.policy.select({ lang, kind })(state).error) === 404,
    head: ({ t }) => ({ title: t(`footer_links.${kind}`) }),
  })),
  {
    id: 'search',
    path: 'search',
    namespaces: ['catalog', 'cart'],
    page: () => import(/* webpackChunkName: "page-search" */ '@/pages/search').then((m) => m.SearchPage),
    data: (dispatch, { lang, searchParams }) => {
      // the page's own arguments (an empty keyword lists the newest products)
      const { sort, page, filters } = listArgsFromSearch(searchParams, searchSorting);
      void dispatch(productEndpoints.productSearch.initiate({ lang, keyword: searchParams.get('keyword') ?? '', page, filters, sort }, once));
    },
    query: (params) => ({ ...listQuery(searchSorting)(params), ...named('keyword')(params) }),
    head: ({ t }) => ({ title: t('search_title', { ns: 'catalog' }) }),
  },
  {
    id: 'reset-password',
    path: 'reset-password',
    namespaces: ['account'],
    page: () => import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password').then((m) => m.ResetPasswordPage),
    query: named('token'),
    secret: true,
    head: ({ t }) => ({ title: t('reset_password', { ns: 'account' }) }),
  },
];

/** The address of a page under a language of ours; none under any other first segment (a 404). */
const addressOf = ({ params, request }: LoaderFunctionArgs): PageAddress | undefined =>
  isLang(params.locale) ? { lang: params.locale, params, searchParams: new URL(request.url).searchParams } : undefined;

// A change of the query string alone (another page of a list, another order) is left to the page,
// which asks again once the change has settled (the spec's fetch delays); a new address starts at once.
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function pageRoute(
  { id, path, index, page, data, missing, namespaces, head, query, secret }: PageRoute,
  { dispatch, loadNamespaces }: RouteContext,
): RouteObject {
  const handle: RouteHandle = {
    namespaces,
    head: (context) => (missing?.(context.state, context) ? notFoundHead(context) : (head?.(context) ?? {})),
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
    lazy: async () => ({ Component: missing ? orNotFound(await page(), missing) : await page() }),
    loader: (args) => {
      const address = addressOf(args);
      if (!address) return null;
      if (namespaces) void loadNamespaces(namespaces);
      data?.(dispatch, address);
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
function orNotFound(Page: ComponentType, missing: Missing): ComponentType {
  return function PageOrNotFound() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const gone = useSelector((state: RootState) => isLang(params.locale) && missing(state, { lang: params.locale, params, searchParams }));
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
const pageSegments = [...new Set(pages.flatMap(({ path }) => (path ? [path.split('/')[0]] : [])))];

/** The spec's route table; every page path starts with the language segment. */
export function createRoutes(context: RouteContext): RouteObject[] {
  const table: RouteObject[] = [
    { id: 'root', path: '/', loader: inDefaultLanguage },
    ...pageSegments.map((segment): RouteObject => ({ id: `no-language-${segment}`, path: `/${segment}/*`, loader: inDefaultLanguage })),
    {
      id: 'locale',
      path: '/:locale',
      element: <LocaleLayout />,
      // every page's header and footer
      loader: (args) => {
        const address = addressOf(args);
        if (!address) return null;
        void context.dispatch(categoryEndpoints.categories.initiate({ lang: address.lang }, once));
        void context.dispatch(contactEndpoints.contact.initiate({ lang: address.lang }, once));
        return null;
      },
      shouldRevalidate: onNewPath,
      HydrateFallback: NoPageYet,
      handle: { head: ({ params }) => (isLang(params.locale) ? {} : { notFound: true }) } satisfies RouteHandle,
      // the last resort, should the layout itself fail: the message without header and footer
      errorElement: <RouteError />,
      children: [...pages.map((page) => pageRoute(page, context)), { id: 'locale-not-found', path: '*', element: <NotFoundPage />, handle: notFound }],
    },
    { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFound },
  ];
  return [{ id: 'document', element: <DocumentHead />, children: table }];
}

export type { HeadContext };
