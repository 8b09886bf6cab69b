import { NEWS_PER_PAGE } from '../../domain/content';
import * as s from '../../http/schemas';

// The editorial API as the OpenAPI document shows it: news, FAQ, partners, the contact card, the HTML pages.

/** an HTML page's route (the about page, each policy) */
export const htmlPageSchema = (summary: string) => ({ summary, response: { 200: s.htmlPage, ...s.failures } }) as const;

export const newsListSchema = {
  summary: `News, most recently updated first (${NEWS_PER_PAGE} per page)`,
  querystring: s.pageQuery(NEWS_PER_PAGE),
  response: { 200: s.dataOf(s.pageOf(s.news)), ...s.failures },
} as const;

export const newsSchema = {
  summary: 'One news item',
  params: s.slugParams,
  response: { 200: s.dataOf(s.news), ...s.failures },
} as const;

export const faqSchema = {
  summary: 'Questions and answers (answers are HTML)',
  response: {
    200: s.dataOf({
      type: 'array',
      items: s.answer({ id: { type: 'integer' }, translations: s.translationsOf('question', 'answer') }),
    }),
    ...s.failures,
  },
} as const;

export const partnersSchema = {
  summary: 'Partner logos and links',
  response: {
    200: s.dataOf({
      type: 'array',
      items: s.answer({ id: { type: 'integer' }, link: { type: 'string' }, img: s.image }),
    }),
    ...s.failures,
  },
} as const;

export const contactSchema = {
  summary: "The shop's contact card; phone may hold several numbers separated by |",
  response: { 200: s.contact, ...s.failures },
} as const;
