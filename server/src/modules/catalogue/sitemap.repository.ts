import type { Queryable } from '../../db/client';

/** what a sitemap names, with the newest change the database keeps of each: categories, products, news */
export async function sitemapRows(db: Queryable) {
  const [categories, products, news, newest] = await Promise.all([
    db.query<{ slug: string; lastmod: Date | string | null }>(
      'SELECT c.slug, MAX(p.created_at) AS lastmod FROM categories c LEFT JOIN products p ON p.category_id = c.id AND p.visible GROUP BY c.slug ORDER BY c.slug',
    ),
    db.query<{ slug: string; created_at: Date | string }>(
      'SELECT slug, created_at FROM products WHERE visible ORDER BY slug',
    ),
    db.query<{ slug: string; updated_at: Date | string }>('SELECT slug, updated_at FROM news ORDER BY slug'),
    db.query<{ lastmod: Date | string | null }>('SELECT MAX(created_at) AS lastmod FROM products WHERE visible'),
  ]);
  return { categories: categories.rows, products: products.rows, news: news.rows, newest: newest.rows[0]?.lastmod };
}
