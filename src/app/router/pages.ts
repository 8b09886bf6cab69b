import { lazy } from 'react';

// Every page is its own chunk, fetched when its route is first visited.
export const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => ({ default: m.HomePage })));
export const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '@/pages/about').then((m) => ({ default: m.AboutPage })));
export const ProductListPage = lazy(() =>
  import(/* webpackChunkName: "page-product-list" */ '@/pages/product-list').then((m) => ({ default: m.ProductListPage })),
);
export const ProductPage = lazy(() => import(/* webpackChunkName: "page-product" */ '@/pages/product').then((m) => ({ default: m.ProductPage })));
export const NewsListPage = lazy(() =>
  import(/* webpackChunkName: "page-news-list" */ '@/pages/news-list').then((m) => ({ default: m.NewsListPage })),
);
export const NewsDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-news-detail" */ '@/pages/news-detail').then((m) => ({ default: m.NewsDetailPage })),
);
export const FaqPage = lazy(() => import(/* webpackChunkName: "page-faq" */ '@/pages/faq').then((m) => ({ default: m.FaqPage })));
export const PartnersPage = lazy(() =>
  import(/* webpackChunkName: "page-partners" */ '@/pages/partners').then((m) => ({ default: m.PartnersPage })),
);
export const CartPage = lazy(() => import(/* webpackChunkName: "page-cart" */ '@/pages/cart').then((m) => ({ default: m.CartPage })));
export const CheckoutPage = lazy(() =>
  import(/* webpackChunkName: "page-checkout" */ '@/pages/checkout').then((m) => ({ default: m.CheckoutPage })),
);
export const PaymentOutcomePage = lazy(() =>
  import(/* webpackChunkName: "page-payment-outcome" */ '@/pages/payment-outcome').then((m) => ({ default: m.PaymentOutcomePage })),
);
export const ContactPage = lazy(() =>
  import(/* webpackChunkName: "page-contact" */ '@/pages/contact').then((m) => ({ default: m.ContactPage })),
);
export const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "page-profile" */ '@/pages/profile').then((m) => ({ default: m.ProfilePage })),
);
export const OrdersPage = lazy(() => import(/* webpackChunkName: "page-orders" */ '@/pages/orders').then((m) => ({ default: m.OrdersPage })));
export const TransactionsPage = lazy(() =>
  import(/* webpackChunkName: "page-transactions" */ '@/pages/transactions').then((m) => ({ default: m.TransactionsPage })),
);
export const PolicyPage = lazy(() => import(/* webpackChunkName: "page-policy" */ '@/pages/policy').then((m) => ({ default: m.PolicyPage })));
export const SearchPage = lazy(() => import(/* webpackChunkName: "page-search" */ '@/pages/search').then((m) => ({ default: m.SearchPage })));
export const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
