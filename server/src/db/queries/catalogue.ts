import type { Queryable } from '../client';
import type { Lang } from '../../http/language';
import { textColumn } from '../../shop/translations';

export interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
  image: string | null;
  home: boolean;
  position: number;
  name_en: string;
  name_ka: string | null;
}

export interface ProductRow {
  id: number;
  slug: string;
  category_id: number;
  img: string | null;
  img2: string | null;
  img3: string | null;
  img4: string | null;
  img5: string | null;
  pdf: string | null;
  price: string;
  discounted: string | null;
  live_stock: number;
  created_at: Date;
  name_en: string;
  name_ka: string | null;
  details_en: string;
  details_ka: string | null;
  /** the warehouses holding the product (with stock left), by warehouse id */
  stocks: WarehouseRow[];
}

export interface WarehouseRow {
  img: string | null;
  name_en: string;
  name_ka: string | null;
}

export const PRODUCTS_PER_PAGE = 12;
export const SORTS = ['date-desc', 'date-asc', 'name-asc', 'name-desc'] as const;
export type ProductSort = (typeof SORTS)[number];

/** which products a list shows */
export type ProductFilter =
  | { kind: 'category'; categoryIds: number[] }
  | { kind: 'outlet' }
  | { kind: 'weekly-promotion' }
  | { kind: 'search'; keyword: string };

// the stocks come in the same query, so a product costs one round trip
const PRODUCT_COLUMNS = `p.id, p.slug, p.category_id, p.img, p.img2, p.img3, p.img4, p.img5, p.pdf, p.price, p.discounted,
  p.live_stock, p.created_at, p.name_en, p.name_ka, p.details_en, p.details_ka,
  (SELECT coalesce(json_agg(json_build_object('img', w.img, 'name_en', w.name_en, 'name_ka', w.name_ka) ORDER BY w.id), '[]')
   FROM product_stocks ps JOIN warehouses w ON w.id = ps.warehouse_id WHERE ps.product_id = p.id AND ps.quantity > 0) AS stocks`;

export async function allCategories(db: Queryable): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    'SELECT id, slug, parent_id, image, home, position, name_en, name_ka FROM categories ORDER BY position, id',
  );
  return rows;
}

/** `%`, `_` and `\` typed by a shopper match themselves, not any text */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(filter: ProductFilter): { sql: string; params: unknown[] } {
  switch (filter.kind) {
    case 'category':
      return { sql: 'p.category_id = ANY($1::int[])', params: [filter.categoryIds] };
    case 'outlet':
      return { sql: 'p.discounted IS NOT NULL', params: [] };
    case 'weekly-promotion':
      return { sql: 'p.weekly_promotion', params: [] };
    case 'search':
      return { sql: '(p.name_en ILIKE $1 OR p.name_ka ILIKE $1)', params: [likePattern(filter.keyword)] };
  }
}

function orderOf(sort: ProductSort, lang: Lang): string {
  const name = `lower(${textColumn(lang, 'name', 'p')})`;
  switch (sort) {
    case 'date-desc':
      return 'p.created_at DESC, p.id DESC';
    case 'date-asc':
      return 'p.created_at ASC, p.id ASC';
    case 'name-asc':
      return `${name} ASC, p.id ASC`;
    case 'name-desc':
      return `${name} DESC, p.id DESC`;
  }
}

export async function productPage(
  db: Queryable,
  filter: ProductFilter,
  options: { sort: ProductSort; page: number; lang: Lang },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = whereOf(filter);
  const next = where.params.length + 1;
  // the total rides along with every row (one round trip); only a page past the end needs a count of its own
  const { rows } = await db.query<ProductRow & { total: number }>(
    `SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total FROM products p WHERE ${where.sql}
     ORDER BY ${orderOf(options.sort, options.lang)} LIMIT $${next} OFFSET $${next + 1}`,
    [...where.params, PRODUCTS_PER_PAGE, (options.page - 1) * PRODUCTS_PER_PAGE],
  );
  if (rows.length > 0) return { rows, total: rows[0].total };
  if (options.page === 1) return { rows: [], total: 0 };
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${where.sql}`, where.params);
  return { rows: [], total: count.rows[0].total };
}

export async function findProduct(db: Queryable, slug: string): Promise<ProductRow | null> {
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.slug = $1`, [slug]);
  return rows[0] ?? null;
}

/** every product, for the cart view's prices in memory (shop/catalogueCache.ts) */
export async function allProducts(db: Queryable): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p`);
  return rows;
}

/**
 * A cart's products, locked until the transaction ends (in id order, so two checkouts sharing products
 * cannot deadlock): their price and live stock cannot change between pricing and reserving.
 */
export async function lockProductsByIds(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR UPDATE OF p`,
    [ids],
  );
  return rows;
}
