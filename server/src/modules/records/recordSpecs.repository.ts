import type { Queryable } from '../../db/client';
import type { TableSpec } from './records.repository';

// The tables of the back office's simple records, as queries/records.ts reads and writes them.

const nameLike = (columns: string) => (param: string) => `strpos(lower(${columns}), lower(${param})) > 0`;

export const CATEGORY_SPEC: TableSpec = {
  table: 'categories',
  fields: {
    slug: { kind: 'text', column: 'slug' },
    parentId: { kind: 'nullableInt', column: 'parent_id' },
    name: { kind: 'bilingual', column: 'name' },
    position: { kind: 'int', column: 'position' },
    home: { kind: 'bool', column: 'home' },
    image: { kind: 'nullableText', column: 'image' },
  },
  computed: { products: '(SELECT count(*)::int FROM products p WHERE p.category_id = t.id)' },
  sorts: { position: 't.parent_id NULLS FIRST, t.position', id: 't.id', slug: 't.slug', name: 'lower(t.name_en)' },
  filters: {
    parentId: (param) => `t.parent_id = ${param}`,
    q: nameLike("t.name_en || ' ' || coalesce(t.name_ka, '') || ' ' || t.slug"),
  },
  unique: { field: 'slug', sql: (value) => `t.slug = ${value}` },
};

/** an order counts as a use of its code while it is paid or holds its reservation (as the checkout counts) */
const PROMO_USES = `(SELECT count(*)::int FROM orders o WHERE lower(o.promo_code) = lower(t.code)
  AND (o.payment_status = 'paid' OR (o.payment_status = 'pending' AND o.reserved_until > now())))`;

export const PROMO_SPEC: TableSpec = {
  table: 'promos',
  fields: {
    code: { kind: 'text', column: 'code' },
    kind: { kind: 'text', column: 'kind' },
    value: { kind: 'money', column: 'value' },
    minSubtotal: { kind: 'money', column: 'min_subtotal' },
    maxUses: { kind: 'nullableInt', column: 'max_uses' },
    maxUsesPerCustomer: { kind: 'nullableInt', column: 'max_uses_per_customer' },
    validFrom: { kind: 'nullableDate', column: 'valid_from' },
    validTo: { kind: 'date', column: 'expires_at' },
  },
  computed: { uses: PROMO_USES },
  sorts: { id: 't.id', code: 'lower(t.code)', validTo: 't.expires_at', validFrom: 't.valid_from' },
  filters: {
    q: nameLike('t.code'),
    active: (param) => `(t.expires_at > now() AND (t.valid_from IS NULL OR t.valid_from <= now())) = ${param}::boolean`,
  },
  unique: { field: 'code', sql: (value) => `lower(t.code) = lower(${value})` },
};

export const NEWS_SPEC: TableSpec = {
  table: 'news',
  fields: {
    slug: { kind: 'text', column: 'slug' },
    title: { kind: 'bilingual', column: 'title' },
    text: { kind: 'bilingual', column: 'text' },
    image: { kind: 'nullableText', column: 'img' },
    imageAlt: { kind: 'bilingual', column: 'img_alt' },
  },
  computed: { updatedAt: 't.updated_at' },
  touched: 'updated_at',
  sorts: { updatedAt: 't.updated_at', id: 't.id', slug: 't.slug' },
  filters: { q: nameLike("t.title_en || ' ' || coalesce(t.title_ka, '') || ' ' || t.slug") },
  unique: { field: 'slug', sql: (value) => `t.slug = ${value}` },
};

export const FAQ_SPEC: TableSpec = {
  table: 'faq',
  fields: {
    question: { kind: 'bilingual', column: 'question' },
    answer: { kind: 'bilingual', column: 'answer' },
    position: { kind: 'int', column: 'position' },
  },
  sorts: { position: 't.position', id: 't.id' },
  filters: { q: nameLike("t.question_en || ' ' || coalesce(t.question_ka, '')") },
};

export const PARTNER_SPEC: TableSpec = {
  table: 'partners',
  fields: {
    name: { kind: 'text', column: 'name' },
    link: { kind: 'text', column: 'link' },
    image: { kind: 'nullableText', column: 'img' },
    position: { kind: 'int', column: 'position' },
  },
  sorts: { position: 't.position', id: 't.id', name: 'lower(t.name)' },
  filters: { q: nameLike('t.name') },
};

/** the category's ancestors' ids, nearest first (to refuse a category placed under itself) */
export async function categoryAncestors(db: Queryable, id: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM categories WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id WHERE up.depth < 100
     ) SELECT id FROM up ORDER BY depth`,
    [id],
  );
  return rows.map((row) => row.id);
}

/** whether products or subcategories are in the category */
export async function categoryInUse(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM products WHERE category_id = $1 UNION ALL SELECT 1 FROM categories WHERE parent_id = $1 LIMIT 1',
    [id],
  );
  return rows.length > 0;
}

/** a category's or story's picture (a file name under /storage/uploads/{folder}/), at a new version */
export async function setRecordImage(db: Queryable, spec: TableSpec, id: number, image: string) {
  const touched = spec.touched ? `, ${spec.touched} = now()` : '';
  await db.query(
    `UPDATE ${spec.table} SET ${spec.fields.image.column} = $1, version = version + 1${touched} WHERE id = $2`,
    [image, id],
  );
}
