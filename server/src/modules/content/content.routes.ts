import type { ShopRoutes } from '../../context';
import { NEWS_PER_PAGE, type PageKind } from '../../domain/content';
import { ShopError } from '../../domain/errors';
import { translations } from '../../domain/translations';
import {
  contactSchema,
  faqSchema,
  htmlPageSchema,
  newsListSchema,
  newsSchema,
  partnersSchema,
} from './content.schemas';
import { allFaq, allPartners, findContact, findNews, htmlPageOf, newsPage } from './content.service';
import { page, presentNews } from '../catalogue/present.service';

// the spec's five, and the privacy notice (its text in migration 029)
const POLICIES = ['personal', 'delivery', 'return', 'warranty', 'cookie', 'privacy'] as const;

// News, FAQ, partners, the contact card and the HTML pages: everything editorial.
const contentRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/news',
    {
      schema: newsListSchema,
    },
    async (request) => {
      const { rows, total } = await newsPage(db, request.query.page);
      return {
        data: page(
          rows.map((row) => presentNews(request.lang, row)),
          request.query.page,
          NEWS_PER_PAGE,
          total,
        ),
      };
    },
  );

  app.get('/api/news/:slug', { schema: newsSchema }, async (request) => {
    const row = await findNews(db, request.params.slug);
    if (!row) throw new ShopError(404, 'news_not_found');
    return { data: presentNews(request.lang, row) };
  });

  app.get(
    '/api/faq',
    {
      schema: faqSchema,
    },
    async (request) => ({
      data: (await allFaq(db)).map((row) => ({
        id: row.id,
        translations: translations(request.lang, row, ['question', 'answer']),
      })),
    }),
  );

  app.get(
    '/api/partners',
    {
      schema: partnersSchema,
    },
    async () => ({ data: await allPartners(db) }),
  );

  app.get(
    '/api/contact',
    {
      schema: contactSchema,
    },
    async (request) => {
      const row = await findContact(db);
      if (!row) throw new ShopError(404, 'not_found');
      const { address_en, address_ka, ...contact } = row;
      return { ...contact, translations: translations(request.lang, { address_en, address_ka }, ['address']) };
    },
  );

  const htmlPage = (kind: PageKind, summary: string) =>
    app.get(
      `/api/${kind === 'about' ? 'about' : `${kind}-policy`}`,
      { schema: htmlPageSchema(summary) },
      async (request) => {
        const row = await htmlPageOf(db, kind);
        return { data: { translations: translations(request.lang, row, ['html']) } };
      },
    );
  htmlPage('about', 'The about page (HTML)');
  for (const kind of POLICIES) htmlPage(kind, `The ${kind} policy (HTML)`);
};

export default contentRoutes;
