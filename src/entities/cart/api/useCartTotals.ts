import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { useLang } from '@/shared/i18n';
import { selectCart } from '../model/cart';
import { useGetCartTotalsQuery } from './cartApi';

/** The server's totals for the cart in the store, in the page's language; nothing to ask while it is empty. */
export function useCartTotals() {
  const lang = useLang();
  const { products, promo, paymethod } = useSelector(selectCart);
  return useGetCartTotalsQuery(products ? { lang, cart: { products, promo, paymethod } } : skipToken);
}
