import type { ShopRoutes } from '../../app/shop';
import { NEWS_PER_PAGE, type PageKind } from '../../domain/content';
import { ShopError } from '../../domain/errors';
import { translations } from '../../domain/translations';
import * as s from '../../http/schemas';
import { allFaq, allPartners, findContact, findNews, findPage, newsPage } from './content.service';
import { page, presentNews } from '../catalogue/present.service';

const POLICIES = ['personal', 'delivery', 'return', 'warranty', 'cookie'] as const;
const EMPTY_PAGE = { html_en: '', html_ka: null };

// News, FAQ, partners, the contact card and the HTML pages: everything editorial.
const contentRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/news',
    {
      schema: {
        summary: `News, most recently updated first (${NEWS_PER_PAGE} per page)`,
        querystring: s.pageQuery(NEWS_PER_PAGE),
        response: { 200: s.dataOf(s.pageOf(s.news)), ...s.failures },
      },
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

  app.get(
    '/api/news/:slug',
    { schema: { summary: 'One news item', params: s.slugParams, response: { 200: s.dataOf(s.news), ...s.failures } } },
    async (request) => {
      const row = await findNews(db, request.params.slug);
      if (!row) throw new ShopError(404, 'news_not_found');
      return { data: presentNews(request.lang, row) };
    },
  );

  app.get(
    '/api/faq',
    {
      schema: {
        summary: 'Questions and answers (answers are HTML)',
        response: {
          200: s.dataOf({
            type: 'array',
            items: s.answer({ id: { type: 'integer' }, translations: s.translationsOf('question', 'answer') }),
          }),
          ...s.failures,
        },
      },
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
      schema: {
        summary: 'Partner logos and links',
        response: {
          200: s.dataOf({
            type: 'array',
            items: s.answer({ id: { type: 'integer' }, link: { type: 'string' }, img: s.image }),
          }),
          ...s.failures,
        },
      },
    },
    async () => ({ data: await allPartners(db) }),
  );

  app.get(
    '/api/contact',
    {
      schema: {
        summary: "The shop's contact card; phone may hold several numbers separated by |",
        response: { 200: s.contact, ...s.failures },
      },
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
      { schema: { summary, response: { 200: s.htmlPage, ...s.failures } } },
      async (request) => {
        const row = (await findPage(db, kind)) ?? EMPTY_PAGE;
        return { data: { translations: translations(request.lang, row, ['html']) } };
      },
    );
  htmlPage('about', 'The about page (HTML)');
  for (const kind of POLICIES) htmlPage(kind, `The ${kind} policy (HTML)`);
};

export default contentRoutes;
