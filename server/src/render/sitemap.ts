import type { Shop } from '../app/shop';
import { LANGUAGES } from '../domain/language';
import { sitemapRows } from '../modules/products/products.service';

const DEFAULT_LANGUAGE = 'ka';
// the product lists that are not categories (modules/products/products.routes.ts)
const SPECIAL_LISTS = ['outlet', 'weekly-promotion'];

type Entry = { path: string; lastmod?: Date | string | null };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/** every page a search engine should know, with its newest change: the dates the database keeps */
async function sitemapEntries(db: Shop['db'], contentPages: readonly string[]): Promise<Entry[]> {
  const { categories, products, news, newest } = await sitemapRows(db);
  const encode = (slug: string) => encodeURIComponent(slug);
  return [
    // the storefront's pages that are not rows: they carry no date
    ...contentPages.map((path) => ({ path })),
    ...SPECIAL_LISTS.map((slug) => ({ path: `products/${slug}`, lastmod: newest })),
    ...categories.map(({ slug, lastmod }) => ({ path: `products/${encode(slug)}`, lastmod })),
    ...products.map(({ slug, created_at }) => ({ path: `product/${encode(slug)}`, lastmod: created_at })),
    ...news.map(({ slug, updated_at }) => ({ path: `news/${encode(slug)}`, lastmod: updated_at })),
  ];
}

/**
 * sitemaps.org XML: each page in both languages, each naming the other as its hreflang alternate.
 * `contentPages`: the storefront's pages without parameters (its renderer's, from its route table).
 */
export async function sitemapXml(db: Shop['db'], origin: string, contentPages: readonly string[]): Promise<string> {
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
