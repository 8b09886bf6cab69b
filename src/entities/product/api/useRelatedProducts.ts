import { useMemo } from 'react';
import { useLang } from '@/shared/i18n';
import { normalizeRelated } from '../model/related';
import { productApi } from './productApi';

/**
 * A product's related products, read from the answer the cache keeps as it came: the reader is the
 * product page's code, not the first page's (productApi is in every page's script).
 */
export function useRelatedProducts(slug: string) {
  const { currentData } = productApi.useRelatedProductsQuery({ lang: useLang(), slug });
  return useMemo(() => (currentData === undefined ? undefined : normalizeRelated(currentData)), [currentData]);
}
