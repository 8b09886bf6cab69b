import { NEWS_PER_PAGE, type PageKind } from '../../domain/content';
import type { Queryable } from '../../db/client';
import type { ContactTable, FaqTable, NewsTable, PagesTable } from '../../db/rows.generated';

export type NewsRow = Pick<
  NewsTable,
  'id' | 'slug' | 'img' | 'img_alt_en' | 'img_alt_ka' | 'updated_at' | 'title_en' | 'title_ka' | 'text_en' | 'text_ka'
>;

export type FaqRow = Pick<FaqTable, 'id' | 'question_en' | 'question_ka' | 'answer_en' | 'answer_ka'>;

export type ContactRow = Pick<ContactTable, 'fb' | 'instagram' | 'phone' | 'email' | 'address_en' | 'address_ka'>;

export type PageRow = Pick<PagesTable, 'html_en' | 'html_ka'>;

const NEWS_COLUMNS = 'id, slug, img, img_alt_en, img_alt_ka, updated_at, title_en, title_ka, text_en, text_ka';

export async function newsPage(db: Queryable, pageNumber: number) {
  const [list, count] = await Promise.all([
    db.query<NewsRow>(`SELECT ${NEWS_COLUMNS} FROM news ORDER BY updated_at DESC, id DESC LIMIT $1 OFFSET $2`, [
      NEWS_PER_PAGE,
      (pageNumber - 1) * NEWS_PER_PAGE,
    ]),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM news'),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

export async function findNews(db: Queryable, slug: string): Promise<NewsRow | null> {
  const { rows } = await db.query<NewsRow>(`SELECT ${NEWS_COLUMNS} FROM news WHERE slug = $1`, [slug]);
  return rows[0] ?? null;
}

export async function allFaq(db: Queryable): Promise<FaqRow[]> {
  const { rows } = await db.query<FaqRow>(
    'SELECT id, question_en, question_ka, answer_en, answer_ka FROM faq ORDER BY position, id',
  );
  return rows;
}

export async function allPartners(db: Queryable) {
  const { rows } = await db.query<{ id: number; link: string; img: string | null }>(
    'SELECT id, link, img FROM partners ORDER BY position, id',
  );
  return rows;
}

export async function findContact(db: Queryable): Promise<ContactRow | null> {
  const { rows } = await db.query<ContactRow>(
    'SELECT fb, instagram, phone, email, address_en, address_ka FROM contact WHERE id = 1',
  );
  return rows[0] ?? null;
}

export async function findPage(db: Queryable, kind: PageKind): Promise<PageRow | null> {
  const { rows } = await db.query<PageRow>('SELECT html_en, html_ka FROM pages WHERE kind = $1', [kind]);
  return rows[0] ?? null;
}
