import type { TFunction } from 'i18next';
import type { Lang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { Facets, RangeFacet } from '@/entities/product';

/**
 * The list's ranges: the server's (`facets.ranges`), or, from a server without them, the price alone
 * from `facets.price`, so there is one way to filter by a range either way.
 */
export function rangesOf(facets: Facets, t: TFunction): RangeFacet[] {
  if (facets.ranges.length > 0) return facets.ranges;
  if (!facets.price) return [];
  const { min, max } = facets.price;
  return [{ key: 'price', label: t('price'), unit: '₾', step: 1, min: Math.floor(min), max: Math.ceil(max) }];
}

/** a value of a range as a shopper reads it: money as the shop writes it, a measurement with its unit */
const formatValue = (range: RangeFacet, value: string, lang: Lang) =>
  range.key === 'price' ? formatPrice(Number(value), lang) : `${Number(value)} ${range.unit}`.trim();

/** "100–200 mm", "from 100 mm", "up to 200.00 ₾"; null when neither end is set */
export function rangeText(range: RangeFacet, min: string, max: string, lang: Lang, t: TFunction): string | null {
  if (min && max) {
    return range.key === 'price'
      ? `${formatValue(range, min, lang)} – ${formatValue(range, max, lang)}`
      : `${Number(min)}–${formatValue(range, max, lang)}`;
  }
  if (min) return t('price_at_least', { price: formatValue(range, min, lang) });
  if (max) return t('price_at_most', { price: formatValue(range, max, lang) });
  return null;
}
