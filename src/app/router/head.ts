import type { TFunction } from 'i18next';
import type { Params } from 'react-router-dom';
import { defaultLanguage, languages, switchLanguagePath, type Lang } from '@/shared/i18n';
import type { HeadContext, PageHead, PageRoute } from '@/shared/routing';

export type { HeadContext, PageHead };

/** What the router keeps of a page's route on its match: read for the head, the address and the translations. */
export type RouteHandle = Pick<PageRoute, 'namespaces' | 'query' | 'secret'> & {
  head?: (context: HeadContext) => PageHead;
};

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: Record<string, string>; text: string };

/** The head of the matched routes, the deepest saying most; any of them may find the page missing. */
export function resolveHead(
  matches: readonly { params: Params; handle: unknown }[],
  context: Omit<HeadContext, 'params'>,
): PageHead {
  const heads = matches.map(
    ({ params, handle }) => (handle as RouteHandle | undefined)?.head?.({ ...context, params }) ?? {},
  );
  return Object.assign({}, ...heads, { notFound: heads.some((head) => head.notFound) }) as PageHead;
}

/** The query of the page's own address: the parameters the matched routes read, by name. */
export function addressSearch(matches: readonly { handle?: unknown }[], params: URLSearchParams): string {
  const read: Record<string, string> = Object.assign(
    {},
    ...matches.map(({ handle }) => (handle as RouteHandle | undefined)?.query?.(params)),
  );
  const search = new URLSearchParams(Object.entries(read).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
  return search && `?${search}`;
}

/** The query the head names (the page's own, or none when it is the visitor's secret), and whether it is that secret. */
export function namedQuery(
  matches: readonly { handle?: unknown }[],
  params: URLSearchParams,
): { search: string; secret: boolean } {
  const search = addressSearch(matches, params);
  const secret = search !== '' && matches.some(({ handle }) => (handle as RouteHandle | undefined)?.secret);
  return { search: secret ? '' : search, secret };
}

/** The translation files the matched routes use. */
export function routeNamespaces(matches: readonly { handle: unknown }[]): string[] {
  return ['common', ...matches.flatMap(({ handle }) => (handle as RouteHandle | undefined)?.namespaces ?? [])];
}

const ogLocales: Record<Lang, string> = { ka: 'ka_GE', en: 'en_US' };

/**
 * The head of the page at `pathname`/`search` on `origin`: title, description, canonical and hreflang
 * alternates, Open Graph (link previews), the product price and its JSON-LD. A page that does not exist
 * names no address: it has none, and its path is whatever the visitor typed (`//attacker.example/…`).
 */
export function headTags(
  head: PageHead,
  { lang, pathname, search, origin, t }: { lang: Lang; pathname: string; search: string; origin: string; t: TFunction },
): HeadTag[] {
  const shop = t('shop_name', { ns: 'common' });
  const title = head.title ? `${head.title} | ${shop}` : shop;
  const description = head.description || t('meta_description', { ns: 'common' });
  const address = (language: Lang) => `${origin}${switchLanguagePath(pathname, search, language)}`;
  const meta = (attributes: Record<string, string>) => ({ tag: 'meta' as const, attributes });
  const link = (attributes: Record<string, string>) => ({ tag: 'link' as const, attributes });
  const image = head.image && (/^https?:\/\//.test(head.image) ? head.image : `${origin}${head.image}`);
  return [
    { tag: 'title', text: title },
    meta({ name: 'description', content: description }),
    ...(head.notFound
      ? []
      : [
          link({ rel: 'canonical', href: address(lang) }),
          ...languages.map((language) => link({ rel: 'alternate', hreflang: language, href: address(language) })),
          link({ rel: 'alternate', hreflang: 'x-default', href: address(defaultLanguage) }),
        ]),
    meta({ property: 'og:site_name', content: shop }),
    meta({ property: 'og:type', content: head.price ? 'product' : 'website' }),
    meta({ property: 'og:locale', content: ogLocales[lang] }),
    meta({ property: 'og:title', content: head.title ?? shop }),
    meta({ property: 'og:description', content: description }),
    ...(head.notFound ? [] : [meta({ property: 'og:url', content: address(lang) })]),
    ...(image ? [meta({ property: 'og:image', content: image })] : []),
    ...(head.price
      ? [
          meta({ property: 'product:price:amount', content: head.price }),
          meta({ property: 'product:price:currency', content: 'GEL' }),
        ]
      : []),
    ...(head.structuredData
      ? [{ tag: 'script' as const, attributes: { type: 'application/ld+json' }, text: scriptJson(head.structuredData) }]
      : []),
  ];
}

/** JSON for a <script> element: "<" escaped so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Marks the tags a page owns, so the next page's replace them and nothing else in <head>.
const OWNED = 'data-page-head';

/** The tags as HTML, for a server-rendered page's <head>. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return tag.tag === 'script'
        ? `<script ${OWNED}${attributes}>${tag.text}</script>`
        : `<${tag.tag} ${OWNED}${attributes}>`;
    })
    .join('');
}

/** Puts the tags into the document's <head> in place of the previous page's (and the HTML's own). */
const applied = new WeakMap<Document, string>();

export function applyHead(tags: HeadTag[], document: Document) {
  // asked after every store change: most change nothing here
  const key = JSON.stringify(tags);
  if (applied.get(document) === key) return;
  applied.set(document, key);
  const title = tags.find((tag) => tag.tag === 'title');
  if (title && document.title !== title.text) document.title = title.text;
  document.head.querySelectorAll(`[${OWNED}], meta[name="description"]`).forEach((element) => element.remove());
  document.head.insertAdjacentHTML('beforeend', headHtml(tags.filter((tag) => tag.tag !== 'title')));
}
