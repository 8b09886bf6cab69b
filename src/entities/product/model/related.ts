import { fields } from '@/shared/lib';
import { normalizeProducts, type Product } from './product';

/** Accessories that fit a product and similar ones (our server's addition). */
export interface RelatedProducts {
  accessories: Product[];
  similar: Product[];
}

/** `{ data: { accessories, similar } }` of GET /api/product/{slug}/related */
export function normalizeRelated(body: unknown): RelatedProducts {
  const data = fields(fields(body).data);
  return { accessories: normalizeProducts(data.accessories), similar: normalizeProducts(data.similar) };
}
