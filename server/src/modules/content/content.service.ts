import type { Queryable } from '../../db/client';
import type { PageKind } from '../../domain/content';
import { findPage, type PageRow } from './content.repository';

// News, FAQ, partners, the contact card and the HTML pages, as the content routes read them: the
// repository's reads as they are (nothing is computed or cached on the way), an unwritten page empty.

export { allFaq, allPartners, findContact, findNews, newsPage } from './content.repository';

const EMPTY_PAGE: PageRow = { html_en: '', html_ka: null };

/** an HTML page (the about page, a policy): empty in both languages until it is written */
export async function htmlPageOf(db: Queryable, kind: PageKind): Promise<PageRow> {
  return (await findPage(db, kind)) ?? EMPTY_PAGE;
}
