import type { Queryable } from '../../db/client';

// What a CSV import of prices and stock reads and writes.

export interface ImportTarget {
  id: number;
  slug: string;
  price: string;
  discounted: string | null;
}

/** the products of these slugs, locked in id order until the transaction ends */
export async function lockProductsBySlugs(db: Queryable, slugs: string[]): Promise<Map<string, ImportTarget>> {
  const { rows } = await db.query<ImportTarget>(
    'SELECT id, slug, price, discounted FROM products WHERE slug = ANY($1::text[]) ORDER BY id FOR UPDATE',
    [slugs],
  );
  return new Map(rows.map((row) => [row.slug, row]));
}

export async function setPrices(db: Queryable, id: number, price: string, discounted: string | null) {
  await db.query('UPDATE products SET price = $2, discounted = $3, version = version + 1 WHERE id = $1', [
    id,
    price,
    discounted,
  ]);
}

export async function warehouseCodes(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; code: string }>('SELECT id, code FROM warehouses');
  return new Map(rows.map((row) => [row.code, row.id]));
}
