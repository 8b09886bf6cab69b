import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '@/shared/i18n';

/** A page's code, and the translation files it needs beyond the header's, can be fetched ahead of its render. */
export type PreloadablePage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

// Every page is its own chunk, fetched when its route is first visited, or earlier with `preload` (the
// first page is, together with its data, before the first render). `namespaces` only saves a round trip:
// a page still loads whatever it uses.
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, namespaces: string[] = []): PreloadablePage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load());
  const Page = lazy(() => start().then((component) => ({ default: component })));
  return Object.assign(Page, {
    preload() {
      void start();
      if (namespaces.length) void i18n.loadNamespaces(namespaces);
    },
  });
}

export const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => m.HomePage));
export const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-about" */ '@/pages/about').then((m) => m.AboutPage));
export const ProductListPage = lazyPage(
  () => import(/* webpackChunkName: "page-product-list" */ '@/pages/product-list').then((m) => m.ProductListPage),
  ['catalog', 'cart'],
);
export const ProductPage = lazyPage(
  () => import(/* webpackChunkName: "page-product" */ '@/pages/product').then((m) => m.ProductPage),
  ['catalog', 'cart'],
);
export const NewsListPage = lazyPage(
  () => import(/* webpackChunkName: "page-news-list" */ '@/pages/news-list').then((m) => m.NewsListPage),
);
export const NewsDetailPage = lazyPage(
  () => import(/* webpackChunkName: "page-news-detail" */ '@/pages/news-detail').then((m) => m.NewsDetailPage),
);
export const FaqPage = lazyPage(() => import(/* webpackChunkName: "page-faq" */ '@/pages/faq').then((m) => m.FaqPage));
export const PartnersPage = lazyPage(() => import(/* webpackChunkName: "page-partners" */ '@/pages/partners').then((m) => m.PartnersPage));
export const CartPage = lazyPage(
  () => import(/* webpackChunkName: "page-cart" */ '@/pages/cart').then((m) => m.CartPage),
  ['cart', 'catalog'],
);
export const CheckoutPage = lazyPage(
  () => import(/* webpackChunkName: "page-checkout" */ '@/pages/checkout').then((m) => m.CheckoutPage),
  ['checkout', 'cart'],
);
export const PaymentOutcomePage = lazyPage(
  () => import(/* webpackChunkName: "page-payment-outcome" */ '@/pages/payment-outcome').then((m) => m.PaymentOutcomePage),
  ['checkout'],
);
export const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-contact" */ '@/pages/contact').then((m) => m.ContactPage));
export const ProfilePage = lazyPage(() => import(/* webpackChunkName: "page-profile" */ '@/pages/profile').then((m) => m.ProfilePage));
export const OrdersPage = lazyPage(() => import(/* webpackChunkName: "page-orders" */ '@/pages/orders').then((m) => m.OrdersPage));
export const TransactionsPage = lazyPage(
  () => import(/* webpackChunkName: "page-transactions" */ '@/pages/transactions').then((m) => m.TransactionsPage),
);
export const PolicyPage = lazyPage(() => import(/* webpackChunkName: "page-policy" */ '@/pages/policy').then((m) => m.PolicyPage));
export const SearchPage = lazyPage(
  () => import(/* webpackChunkName: "page-search" */ '@/pages/search').then((m) => m.SearchPage),
  ['catalog', 'cart'],
);
export const ResetPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password').then((m) => m.ResetPasswordPage),
);
