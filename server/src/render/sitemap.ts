import type { Queryable } from '../db/client';

const LANGUAGES = ['ka', 'en'] as const;
const DEFAULT_LANGUAGE = 'ka';
// the product lists that are not categories (routes/products.ts)
const SPECIAL_LISTS = ['outlet', 'weekly-promotion'];

type Entry = { path: string; lastmod?: Date | string | null };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/** every page a search engine should know, with its newest change: the dates the database keeps */
async function sitemapEntries(db: Queryable, contentPages: readonly string[]): Promise<Entry[]> {
  const [categories, products, news, newest] = await Promise.all([
    db.query<{ slug: string; lastmod: Date | string | null }>(
      'SELECT c.slug, MAX(p.created_at) AS lastmod FROM categories c LEFT JOIN products p ON p.category_id = c.id GROUP BY c.slug ORDER BY c.slug',
    ),
    db.query<{ slug: string; created_at: Date | string }>('SELECT slug, created_at FROM products ORDER BY slug'),
    db.query<{ slug: string; updated_at: Date | string }>('SELECT slug, updated_at FROM news ORDER BY slug'),
    db.query<{ lastmod: Date | string | null }>('SELECT MAX(created_at) AS lastmod FROM products'),
  ]);
  const encode = (slug: string) => encodeURIComponent(slug);
  return [
    // the storefront's pages that are not rows: they carry no date
    ...contentPages.map((path) => ({ path })),
    ...SPECIAL_LISTS.map((slug) => ({ path: `products/${slug}`, lastmod: newest.rows[0]?.lastmod })),
    ...categories.rows.map(({ slug, lastmod }) => ({ path: `products/${encode(slug)}`, lastmod })),
    ...products.rows.map(({ slug, created_at }) => ({ path: `product/${encode(slug)}`, lastmod: created_at })),
    ...news.rows.map(({ slug, updated_at }) => ({ path: `news/${encode(slug)}`, lastmod: updated_at })),
  ];
}

/**
 * sitemaps.org XML: each page in both languages, each naming the other as its hreflang alternate.
 * `contentPages`: the storefront's pages without parameters (its renderer's, from its route table).
 */
export async function sitemapXml(db: Queryable, origin: string, contentPages: readonly string[]): Promise<string> {
  const address = (lang: string, path: string) => escapeXml(`${origin}/${lang}${path ? `/${path}` : ''}`);
  const urls = (await sitemapEntries(db, contentPages)).flatMap(({ path, lastmod }) =>
    LANGUAGES.map((lang) =>
      [
        `<url><loc>${address(lang, path)}</loc>`,
        lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '',
        ...LANGUAGES.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${address(other, path)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANGUAGE, path)}"/>`,
        '</url>',
      ].join(''),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
