import { fields, firstTranslation, formatDate, list, text, wholeNumber } from '@/shared/lib';

export interface News {
  id: number;
  slug: string;
  img: string | null;
  /** what the picture shows; '' where it only decorates the title beside it */
  imgAlt: string;
  updatedAt: string | null;
  title: string | null;
  /** untrusted HTML: render through SafeHtml */
  text: string | null;
}

export interface NewsPage {
  items: News[];
  page: number;
  lastPage: number;
}

export function normalizeNews(raw: unknown): News | undefined {
  const news = fields(raw);
  const slug = text(news.slug);
  if (!slug) return undefined;
  const translation = firstTranslation(news.translations);
  return {
    id: wholeNumber(news.id),
    slug,
    img: text(news.img),
    imgAlt: text(translation.img_alt) ?? '',
    updatedAt: text(news.updated_at),
    title: text(translation.title),
    text: text(translation.text),
  };
}

/** `{ data: Page<News> }`: the page's articles and where it stands among the pages. */
export function normalizeNewsPage(body: unknown): NewsPage {
  const page = fields(fields(body).data);
  return {
    items: list(page.data)
      .map(normalizeNews)
      .filter((news): news is News => news !== undefined),
    page: Math.max(1, wholeNumber(page.current_page, 1)),
    lastPage: Math.max(1, wholeNumber(page.last_page, 1)),
  };
}

/** The date an article was last updated, as the page's language writes dates. */
export function newsDate(news: Pick<News, 'updatedAt'>, lang: string): string | null {
  const date = news.updatedAt ? new Date(news.updatedAt) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, lang === 'ka' ? 'ka' : 'en') : null;
}
