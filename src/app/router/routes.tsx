import { isValidElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import { defaultLanguage } from '@/shared/i18n';
import { NotFoundPage } from '@/pages/not-found';
import { LocaleLayout } from './LocaleLayout';
import { RouteError } from './RouteError';
import * as Page from './pages';

const policies = ['personal', 'delivery', 'return', 'warranty', 'cookie'] as const;

/** The pages under /{locale}; each has its own error boundary, so a failing page leaves the header and footer usable. */
const pages: RouteObject[] = [
  { index: true, element: <Page.HomePage /> },
  { path: 'about', element: <Page.AboutPage /> },
  { path: 'products/:slug', element: <Page.ProductListPage /> },
  { path: 'product/:slug', element: <Page.ProductPage /> },
  { path: 'news', element: <Page.NewsListPage /> },
  { path: 'news/:slug', element: <Page.NewsDetailPage /> },
  { path: 'faq', element: <Page.FaqPage /> },
  { path: 'partners', element: <Page.PartnersPage /> },
  { path: 'cart', element: <Page.CartPage /> },
  { path: 'checkout', element: <Page.CheckoutPage /> },
  { path: 'success', element: <Page.PaymentOutcomePage outcome="success" /> },
  { path: 'fail', element: <Page.PaymentOutcomePage outcome="fail" /> },
  { path: 'contact', element: <Page.ContactPage /> },
  { path: 'profile', element: <Page.ProfilePage /> },
  { path: 'orders', element: <Page.OrdersPage /> },
  { path: 'transactions', element: <Page.TransactionsPage /> },
  ...policies.map((kind) => ({ path: kind, element: <Page.PolicyPage kind={kind} /> })),
  { path: 'search', element: <Page.SearchPage /> },
  { path: 'reset-password', element: <Page.ResetPasswordPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The spec's route table; every page path starts with the language segment. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={`/${defaultLanguage}`} replace /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    // the last resort, should the layout itself fail: the message without header and footer
    errorElement: <RouteError />,
    children: pages.map((page) => ({ ...page, errorElement: <RouteError /> })),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Starts fetching the code (and translations) of the page at `pathname`, ahead of its render. */
export function preloadPage(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const page: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (isPreloadable(page)) page.preload();
  }
}

function isPreloadable(page: unknown): page is Pick<Page.PreloadablePage<object>, 'preload'> {
  return typeof page === 'object' && page !== null && typeof (page as { preload?: unknown }).preload === 'function';
}
