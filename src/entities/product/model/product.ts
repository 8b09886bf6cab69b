import { fields, firstTranslation, list, text, toAmount, wholeNumber } from '@/shared/lib';

export interface Warehouse {
  img: string | null;
  name: string | null;
}

/** A product as the storefront uses it, read tolerantly from the API's Product shape. */
export interface Product {
  id: number;
  slug: string;
  name: string | null;
  /** untrusted HTML: render through SafeHtml */
  details: string | null;
  /** img, img2..img5 in order, without the missing ones */
  images: string[];
  /** a picture's alternative text in the page's language, by file name (our server's addition; none: the name says it) */
  alts: Record<string, string>;
  pdf: string | null;
  price: number | null;
  /** the sale price, only when it is below the regular price */
  discounted: number | null;
  liveStock: number;
  createdAt: string | null;
  stocks: Warehouse[];
  /** its specifications (our server's addition; empty from a contract-only server) */
  specs: Spec[];
  /** the Bank of Georgia installment's monthly price on the shop's terms; null when not offered */
  installment: Installment | null;
  /**
   * how it fits the telescope its list is filtered by, as the server said it: read by FitBadge (model/fit.ts),
   * in the lists' own code, so every page's initial script does not carry its reading
   */
  fit: unknown;
}

export interface Spec {
  key: string;
  label: string;
  value: string;
}

export interface Installment {
  months: number;
  monthly: number;
}

function normalizeInstallment(raw: unknown): Installment | null {
  const installment = fields(raw);
  const months = wholeNumber(installment.months);
  const monthly = toAmount(installment.monthly);
  return months > 0 && monthly !== null && monthly > 0 ? { months, monthly } : null;
}

const imageFields = ['img', 'img2', 'img3', 'img4', 'img5'] as const;

/** Reads one product; undefined when the answer has no usable id or slug. */
export function normalizeProduct(raw: unknown): Product | undefined {
  const product = fields(raw);
  const id = wholeNumber(product.id, Number.NaN);
  const slug = text(product.slug);
  if (!Number.isFinite(id) || !slug) return undefined;
  const translation = firstTranslation(product.translations);
  const price = toAmount(product.price);
  const discounted = toAmount(product.discounted);
  return {
    id,
    slug,
    name: text(translation.name),
    details: text(translation.details),
    images: imageFields.map((field) => text(product[field])).filter((name): name is string => name !== null),
    alts: Object.fromEntries(
      list(product.pictures).flatMap((raw) => {
        const picture = fields(raw);
        const img = text(picture.img);
        const alt = text(firstTranslation(picture.translations).alt);
        return img && alt ? [[img, alt]] : [];
      }),
    ),
    pdf: text(product.pdf),
    price,
    discounted: discounted !== null && (price === null || discounted < price) ? discounted : null,
    liveStock: Math.max(0, wholeNumber(product.live_stock)),
    createdAt: text(product.created_at),
    stocks: list(product.stocks).map((stock) => {
      const warehouse = fields(fields(stock).warehouse);
      return { img: text(warehouse.img), name: text(firstTranslation(warehouse.translations).name) };
    }),
    specs: list(product.specs).flatMap((raw) => {
      const spec = fields(raw);
      const translation = firstTranslation(spec.translations);
      const key = text(spec.key);
      const label = text(translation.label);
      const value = text(translation.value);
      return key && label && value ? [{ key, label, value }] : [];
    }),
    installment: normalizeInstallment(product.installment),
    fit: product.fit ?? null,
  };
}

/** A product's own page: the product and the category it is filed under (our server's addition). */
export interface ProductDetail extends Product {
  category: { slug: string; name: string } | null;
}

/** `{ data: Product, category? }`; null when the product cannot be read */
export function normalizeProductDetail(body: unknown): ProductDetail | null {
  const answer = fields(body);
  const product = normalizeProduct(answer.data);
  if (!product) return null;
  const category = fields(answer.category);
  const slug = text(category.slug);
  const name = text(firstTranslation(category.translations).name);
  return { ...product, category: slug && name ? { slug, name } : null };
}

/** A list of products, skipping entries that cannot be read. */
export function normalizeProducts(raw: unknown): Product[] {
  return list(raw)
    .map(normalizeProduct)
    .filter((product): product is Product => product !== undefined);
}

/** What the shopper pays per piece: the sale price when there is one. */
export function unitPrice(product: Pick<Product, 'price' | 'discounted'>): number | null {
  return product.discounted ?? product.price;
}

export const isInStock = (product: Pick<Product, 'liveStock'>) => product.liveStock > 0;
