import type { Audience, Compatibility } from '../../domain/fit';
import type { Queryable } from '../../db/client';
import type { ProductsTable, WarehousesTable } from '../../db/rows.generated';

// Products as the back office reads and writes them: every product, hidden and archived ones too,
// with its stock per warehouse and the units unpaid orders hold.

// the columns the back office reads (picked, so a column added later is not claimed unread), typed as the
// generated table types them; its jsonb read into the domain's shapes; what the joins add
export interface AdminProductRow extends Pick<
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
  | 'visible'
  | 'archived_at'
  | 'version'
  | 'created_at'
  | 'name_en'
  | 'name_ka'
  | 'details_en'
  | 'details_ka'
> {
  compatibility: Compatibility | null;
  audience: Audience[];
  /** every warehouse's count, 0 where it holds none */
  stock: { warehouse_id: number; quantity: number }[];
  /** units held by unpaid (pending) orders */
  reserved: number;
  specs: { key: string; label_en: string; label_ka: string | null; value_en: string; value_ka: string | null }[];
  /** the pictures' alternative texts by file name (migration 031); a picture without one is absent */
  alts: Record<string, { en: string; ka: string | null }>;
}

/** the units of the product pending orders hold: live stock is the warehouses' units less these */
const RESERVED = `(SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
   WHERE l.product_id = p.id AND o.payment_status = 'pending')`;

const COLUMNS = `p.id, p.slug, p.category_id, p.img, p.img2, p.img3, p.img4, p.img5, p.pdf, p.price, p.discounted, p.live_stock,
  p.visible, p.archived_at, p.version, p.created_at, p.name_en, p.name_ka, p.details_en, p.details_ka,
  p.compatibility, p.audience,
  (SELECT coalesce(json_agg(json_build_object('warehouse_id', w.id, 'quantity', coalesce(ps.quantity, 0)) ORDER BY w.id), '[]')
   FROM warehouses w LEFT JOIN product_stocks ps ON ps.warehouse_id = w.id AND ps.product_id = p.id) AS stock,
  ${RESERVED} AS reserved,
  (SELECT coalesce(json_agg(json_build_object('key', s.key, 'label_en', l.label_en, 'label_ka', l.label_ka,
                                              'value_en', s.value_en, 'value_ka', s.value_ka) ORDER BY s.position), '[]')
   FROM product_specs s JOIN spec_labels l ON l.key = s.key WHERE s.product_id = p.id) AS specs,
  (SELECT coalesce(json_object_agg(a.image, json_build_object('en', a.alt_en, 'ka', a.alt_ka)), '{}')
   FROM picture_alts a WHERE a.product_id = p.id) AS alts`;

/** below this many units a product is "low" on stock */
export const LOW_STOCK = 3;

export const PRODUCT_SORTS = {
  id: 'p.id',
  name: 'lower(p.name_en)',
  price: 'p.price',
  liveStock: 'p.live_stock',
  createdAt: 'p.created_at',
  slug: 'p.slug',
};

export interface ProductFilter {
  /** a part of the name, either language */
  q?: string;
  categoryId?: number;
  stock?: 'in' | 'out' | 'low';
  visible?: boolean;
  archived?: boolean;
}

function whereOf(filter: ProductFilter) {
  return {
    where: `($1::text IS NULL OR strpos(lower(p.name_en || ' ' || coalesce(p.name_ka, '') || ' ' || p.slug), lower($1)) > 0)
      AND ($2::int IS NULL OR p.category_id = $2)
      AND ($3::text IS NULL OR ($3 = 'in' AND p.live_stock > 0) OR ($3 = 'out' AND p.live_stock = 0)
           OR ($3 = 'low' AND p.live_stock > 0 AND p.live_stock < ${LOW_STOCK}))
      AND ($4::boolean IS NULL OR p.visible = $4)
      AND ($5::boolean IS NULL OR (p.archived_at IS NOT NULL) = $5)`,
    params: [
      filter.q ?? null,
      filter.categoryId ?? null,
      filter.stock ?? null,
      filter.visible ?? null,
      filter.archived ?? null,
    ],
  };
}

export async function listAdminProducts(
  db: Queryable,
  page: { limit: number; offset: number; sort: keyof typeof PRODUCT_SORTS; descending: boolean },
  filter: ProductFilter,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const { where, params } = whereOf(filter);
  const direction = page.descending ? 'DESC' : 'ASC';
  const { rows } = await db.query<AdminProductRow>(
    `SELECT ${COLUMNS} FROM products p WHERE ${where}
     ORDER BY ${PRODUCT_SORTS[page.sort]} ${direction}, p.id ${direction} LIMIT $6 OFFSET $7`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}

/** the product; its row locked until the transaction ends when `lock` */
export async function findAdminProduct(db: Queryable, id: number, lock = false): Promise<AdminProductRow | null> {
  if (lock) await db.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<AdminProductRow>(`SELECT ${COLUMNS} FROM products p WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface ProductFields {
  slug: string;
  categoryId: number;
  nameEn: string;
  nameKa: string | null;
  detailsEn: string;
  detailsKa: string | null;
  price: string;
  discounted: string | null;
  visible: boolean;
}

const FIELD_PARAMS = (fields: ProductFields) => [
  fields.slug,
  fields.categoryId,
  fields.nameEn,
  fields.nameKa,
  fields.detailsEn,
  fields.detailsKa,
  fields.price,
  fields.discounted,
  fields.visible,
];

/** the new product's id, or null when its slug is taken */
export async function insertProduct(db: Queryable, fields: ProductFields): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO products (slug, category_id, name_en, name_ka, details_en, details_ka, price, discounted, visible)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (slug) DO NOTHING RETURNING id`,
    FIELD_PARAMS(fields),
  );
  return rows[0]?.id ?? null;
}

/** false when another product has the slug */
export async function updateProduct(db: Queryable, id: number, fields: ProductFields): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM products WHERE slug = $1 AND id <> $2', [fields.slug, id]);
  if (taken.rows.length > 0) return false;
  await db.query(
    `UPDATE products SET slug = $1, category_id = $2, name_en = $3, name_ka = $4, details_en = $5, details_ka = $6,
       price = $7, discounted = $8, visible = $9 AND archived_at IS NULL, version = version + 1 WHERE id = $10`,
    [...FIELD_PARAMS(fields), id],
  );
  return true;
}

/** what decides the product's fit, and who it is marked for (domain/fit.ts) */
export async function setProductFit(
  db: Queryable,
  id: number,
  fit: { compatibility: Compatibility | null; audience: Audience[] },
) {
  await db.query('UPDATE products SET compatibility = $1::jsonb, audience = $2::text[] WHERE id = $3', [
    fit.compatibility === null ? null : JSON.stringify(fit.compatibility),
    fit.audience,
    id,
  ]);
}

export async function bumpProductVersion(db: Queryable, id: number) {
  await db.query('UPDATE products SET version = version + 1 WHERE id = $1', [id]);
}

export interface SpecInput {
  key: string;
  valueEn: string;
  valueKa: string | null;
  code: string;
  number: number | null;
}

/** the product's specifications replaced; their keys are of the shop's list (spec_labels) */
export async function replaceSpecs(db: Queryable, productId: number, specs: SpecInput[]) {
  await db.query('DELETE FROM product_specs WHERE product_id = $1', [productId]);
  for (const [position, spec] of specs.entries()) {
    await db.query(
      'INSERT INTO product_specs (product_id, key, position, value_en, value_ka, code, number) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [productId, spec.key, position, spec.valueEn, spec.valueKa, spec.code, spec.number],
    );
  }
}

/**
 * A warehouse's count of the product set, live stock following by the difference; false (nothing
 * changed) when live stock would go below 0, i.e. the warehouses would hold fewer units than unpaid
 * orders reserve. The product's row must be locked.
 */
export async function setWarehouseStock(
  db: Queryable,
  productId: number,
  warehouseId: number,
  quantity: number,
): Promise<boolean> {
  const { rows } = await db.query<{ quantity: number }>(
    'SELECT quantity FROM product_stocks WHERE product_id = $1 AND warehouse_id = $2',
    [productId, warehouseId],
  );
  const delta = quantity - (rows[0]?.quantity ?? 0);
  const { rowCount } = await db.query(
    'UPDATE products SET live_stock = live_stock + $2 WHERE id = $1 AND live_stock + $2 >= 0',
    [productId, delta],
  );
  if (rowCount !== 1) return false;
  await db.query(
    `INSERT INTO product_stocks (product_id, warehouse_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [productId, warehouseId, quantity],
  );
  return true;
}

export async function warehouseExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM warehouses WHERE id = $1', [id])).rows.length > 0;
}

export async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM categories WHERE id = $1', [id])).rows.length > 0;
}

export async function productHasOrders(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM order_lines WHERE product_id = $1 LIMIT 1', [id])).rows.length > 0;
}

/** hidden from the storefront for good, kept behind its orders */
export async function archiveProduct(db: Queryable, id: number) {
  await db.query('UPDATE products SET archived_at = now(), visible = false, version = version + 1 WHERE id = $1', [id]);
}

export async function deleteProduct(db: Queryable, id: number) {
  await db.query('DELETE FROM products WHERE id = $1', [id]);
}

/** the search columns and words rebuilt (migration 006): names, categories and specifications changed */
export async function refreshSearch(db: Queryable) {
  await db.query('SELECT refresh_product_search()');
}

export type WarehouseListRow = Pick<WarehousesTable, 'id' | 'code' | 'name_en' | 'name_ka'>;

export async function allWarehouses(db: Queryable): Promise<WarehouseListRow[]> {
  const { rows } = await db.query<WarehouseListRow>('SELECT id, code, name_en, name_ka FROM warehouses ORDER BY id');
  return rows;
}

/** the product's pictures' file names in order, the first its main one */
export const imagesOf = (row: Pick<AdminProductRow, 'img' | 'img2' | 'img3' | 'img4' | 'img5'>) =>
  [row.img, row.img2, row.img3, row.img4, row.img5].filter((image): image is string => image !== null);

/** the product's pictures in order (the first is its main one, at most 5), a new version */
export async function setProductImages(db: Queryable, id: number, images: string[]) {
  const columns = [0, 1, 2, 3, 4].map((index) => images[index] ?? null);
  await db.query(
    'UPDATE products SET img = $1, img2 = $2, img3 = $3, img4 = $4, img5 = $5, version = version + 1 WHERE id = $6',
    [...columns, id],
  );
}

/** the pictures' alternative texts, by file name: those given replace all the product had */
export async function setPictureAlts(
  db: Queryable,
  id: number,
  alts: { image: string; en: string; ka: string | null }[],
) {
  await db.query('DELETE FROM picture_alts WHERE product_id = $1', [id]);
  for (const alt of alts)
    await db.query('INSERT INTO picture_alts (product_id, image, alt_en, alt_ka) VALUES ($1, $2, $3, $4)', [
      id,
      alt.image,
      alt.en,
      alt.ka,
    ]);
}

/** a deleted picture's alternative text goes with it */
export async function deletePictureAlt(db: Queryable, id: number, image: string) {
  await db.query('DELETE FROM picture_alts WHERE product_id = $1 AND image = $2', [id, image]);
}

export async function setProductPdf(db: Queryable, id: number, pdf: string | null) {
  await db.query('UPDATE products SET pdf = $1, version = version + 1 WHERE id = $2', [pdf, id]);
}
