import type { Queryable } from '../db/client';
import { stocksOf, type CategoryRow, type ProductRow } from '../db/queries/catalogue';
import type { Lang } from '../http/language';
import { toLari, toTetri } from './money';
import { translations } from './translations';

// Rows to the contract's shapes (Product, Category, Page).

export function lari(amount: string): number {
  return toLari(toTetri(amount));
}

export async function presentProducts(db: Queryable, lang: Lang, rows: ProductRow[]) {
  const stocks = await stocksOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    img: row.img,
    img2: row.img2,
    img3: row.img3,
    img4: row.img4,
    img5: row.img5,
    pdf: row.pdf,
    price: lari(row.price),
    discounted: row.discounted === null ? null : lari(row.discounted),
    live_stock: row.live_stock,
    created_at: row.created_at.toISOString(),
    translations: translations(lang, row, ['name', 'details']),
    stocks: stocks
      .filter((stock) => stock.product_id === row.id)
      .map((stock) => ({ warehouse: { img: stock.img, translations: translations(lang, stock, ['name']) } })),
  }));
}

export type PresentedProduct = Awaited<ReturnType<typeof presentProducts>>[number];

/** the given categories, each with all its descendants (from rows) flattened depth-first */
export function presentCategories(lang: Lang, rows: CategoryRow[], roots: CategoryRow[]) {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const descendants = (id: number): CategoryRow[] =>
    (children.get(id) ?? []).flatMap((child) => [child, ...descendants(child.id)]);
  return roots.map((root) => ({
    id: root.id,
    slug: root.slug,
    image: root.image,
    translations: translations(lang, root, ['name']),
    descendants: descendants(root.id).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: lang === 'ka' ? (row.name_ka ?? row.name_en) : row.name_en,
    })),
  }));
}

export function page<T>(data: T[], currentPage: number, perPage: number, total: number) {
  return { data, current_page: currentPage, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
