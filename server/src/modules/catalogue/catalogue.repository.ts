import type { Queryable } from '../../db/client';
import type { CategoriesTable, ProductsTable } from '../../db/rows.generated';
import type { Audience, Compatibility } from '../../domain/fit';
import type { Lang } from '../../domain/language';
import type { ProductSort } from '../../domain/catalogue';
import { textColumn } from '../../domain/translations';

export type CategoryRow = Omit<CategoriesTable, 'version'>;

// a product as the catalogue reads it: its columns as the generated table types them, its jsonb read into the
// domain's shapes, and the rows joined to it
export interface ProductRow extends Pick<
  ProductsTable,
  | 'id'
  | 'slug'
  | 'category_id'
  | 'img'
  | 'img2'
  | 'img3'
  | 'img4'
  | 'img5'
  | 'pdf'
  | 'price'
  | 'discounted'
  | 'live_stock'
  | 'created_at'
  | 'name_en'
  | 'name_ka'
  | 'details_en'
  | 'details_ka'
> {
  /** what decides what it fits (migration 022) */
  compatibility: Compatibility | null;
  audience: Audience[];
  /** the warehouses holding the product (with stock left), by warehouse id */
  stocks: WarehouseRow[];
  /** its specifications, in the order of its details table (a single product's read only) */
  specs?: SpecRow[];
  /** its pictures' alternative texts (migration 031; a single product's read only) */
  alts?: PictureAltRow[];
}

export interface PictureAltRow {
  img: string;
  alt_en: string;
  alt_ka: string | null;
}

export interface SpecRow {
  key: string;
  code: string;
  label_en: string;
  label_ka: string | null;
  value_en: string;
  value_ka: string | null;
}

export interface WarehouseRow {
  img: string | null;
  name_en: string;
  name_ka: string | null;
}

// the stocks come in the same query, so a product costs one round trip
const PRODUCT_COLUMNS = `p.id, p.slug, p.category_id, p.img, p.img2, p.img3, p.img4, p.img5, p.pdf, p.price, p.discounted,
  p.live_stock, p.created_at, p.name_en, p.name_ka, p.details_en, p.details_ka, p.compatibility, p.audience,
  (SELECT coalesce(json_agg(json_build_object('img', w.img, 'name_en', w.name_en, 'name_ka', w.name_ka) ORDER BY w.id), '[]')
   FROM product_stocks ps JOIN warehouses w ON w.id = ps.warehouse_id WHERE ps.product_id = p.id AND ps.quantity > 0) AS stocks`;

// a product's own page shows its specifications; lists leave them out (they would weigh every card)
const SPEC_COLUMN = `(SELECT coalesce(json_agg(json_build_object('key', s.key, 'code', s.code, 'label_en', l.label_en, 'label_ka', l.label_ka,
                                              'value_en', s.value_en, 'value_ka', s.value_ka) ORDER BY s.position), '[]')
   FROM product_specs s JOIN spec_labels l ON l.key = s.key WHERE s.product_id = p.id) AS specs,
  (SELECT coalesce(json_agg(json_build_object('img', a.image, 'alt_en', a.alt_en, 'alt_ka', a.alt_ka)), '[]')
   FROM picture_alts a WHERE a.product_id = p.id) AS alts`;

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

export async function findProduct(db: Queryable, slug: string): Promise<ProductRow | null> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${SPEC_COLUMN} FROM products p WHERE p.slug = $1 AND p.visible`,
    [slug],
  );
  return rows[0] ?? null;
}

function orderOf(sort: ProductSort, lang: Lang): string {
  // numbers in names by value: "70/700" before "102/1000" (see natural_sort_key in migration 006)
  const name = `natural_sort_key(${textColumn(lang, 'name', 'p')})`;
  switch (sort) {
    case 'relevance':
      return 'array_position($1::int[], p.id)';
    case 'date-desc':
      return 'p.created_at DESC, p.id DESC';
    case 'date-asc':
      return 'p.created_at ASC, p.id ASC';
    case 'name-asc':
      return `${name} ASC, p.id ASC`;
    case 'name-desc':
      return `${name} DESC, p.id DESC`;
    case 'price-asc':
      return 'coalesce(p.discounted, p.price) ASC, p.id ASC';
    case 'price-desc':
      return 'coalesce(p.discounted, p.price) DESC, p.id DESC';
  }
}

/** one page of the products with these ids; `relevance` keeps the order of ids */
export async function sortedPage(
  db: Queryable,
  ids: number[],
  options: { sort: ProductSort; page: number; lang: Lang; perPage: number },
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::int[]) ORDER BY ${orderOf(options.sort, options.lang)} LIMIT $2 OFFSET $3`,
    [ids, options.perPage, (options.page - 1) * options.perPage],
  );
  return rows;
}

/** every product on sale (not hidden or archived), for the cart view's prices in memory (modules/catalogue/catalogue.service.ts) */
export async function allProducts(db: Queryable): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.visible`);
  return rows;
}

/**
 * A cart's products, locked until the transaction ends (in id order, so two checkouts sharing products
 * cannot deadlock): their price and live stock cannot change between pricing and reserving.
 */
export async function lockProductsByIds(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::int[]) AND p.visible ORDER BY p.id FOR UPDATE OF p`,
    [ids],
  );
  return rows;
}
