import { fields, list, wholeNumber } from '@/shared/lib';
import { normalizeProduct, normalizeProducts, type Product } from './product';

/** A product offered as fitting another: `viaAdapter` when it fits a 2" focuser through its 1.25" adapter. */
export interface FittingProduct extends Product {
  viaAdapter: boolean;
}

/** A product's company (our server's addition): what fits it, and similar products. */
export interface RelatedProducts {
  /** a telescope's: the accessories and mounts that fit it */
  accessories: FittingProduct[];
  similar: Product[];
  /** an accessory's or mount's: some of the telescopes it fits, of `telescopesTotal` in all */
  telescopes: Product[];
  telescopesTotal: number;
}

function normalizeFitting(raw: unknown): FittingProduct[] {
  return list(raw).flatMap((entry) => {
    const product = normalizeProduct(entry);
    return product ? [{ ...product, viaAdapter: fields(fields(entry).fit).verdict === 'adapter' }] : [];
  });
}

/** `{ data: { accessories, similar, telescopes?, telescopes_total? } }` of GET /api/product/{slug}/related */
export function normalizeRelated(body: unknown): RelatedProducts {
  const data = fields(fields(body).data);
  const telescopes = normalizeProducts(data.telescopes);
  return {
    accessories: normalizeFitting(data.accessories),
    similar: normalizeProducts(data.similar),
    telescopes,
    telescopesTotal: Math.max(telescopes.length, wholeNumber(data.telescopes_total)),
  };
}
