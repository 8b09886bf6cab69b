import type { ShopRoutes } from '../../app/shop';
import { PAGE_KINDS } from '../../domain/content';
import * as shopSchemas from '../../http/schemas';
import { sanitizeRichText } from '../../http/richText';
import {
  allPages,
  editContact,
  editPage,
  findContactRow,
  findPageRow,
  presentContact,
  presentPage,
} from './content.admin.service';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { answer, bearer, failures, listOf, text, version } from '../../http/adminSchemas';

// The about page, the five policy pages and the contact card: one record each, edited in both languages.

const tags = ['admin'];
const config = { access: 'content' } as const;
const bilingual = answer({ en: text, ka: text });
const page = answer({ id: { type: 'string', enum: PAGE_KINDS }, html: bilingual, version: { type: 'integer' } });
const kindParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', enum: PAGE_KINDS } },
} as const;
const html = { type: 'string', maxLength: 100000 } as const;
const line = { ...shopSchemas.plainText, maxLength: 300 } as const;
const contact = answer({
  id: { type: 'string', const: 'contact' },
  fb: text,
  instagram: text,
  phone: text,
  email: text,
  address: bilingual,
  version: { type: 'integer' },
});

const pageRoutes: ShopRoutes = async (app, shop) => {
  const { db } = shop;

  app.get(
    '/pages',
    {
      config,
      schema: {
        tags,
        summary: 'The HTML pages: about and the policies',
        security: bearer,
        response: { 200: listOf(page), ...failures },
      },
    },
    async () => {
      const rows = await allPages(db);
      const known = new Set(rows.map((row) => row.kind));
      // a kind never written yet is listed as an empty page
      const empty = PAGE_KINDS.filter((kind) => !known.has(kind)).map((kind) => ({
        kind,
        html_en: '',
        html_ka: null,
        version: 1,
      }));
      const items = [...rows, ...empty].map(presentPage).sort((a, b) => a.id.localeCompare(b.id));
      return { items, total: items.length };
    },
  );

  app.get(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One HTML page',
        security: bearer,
        params: kindParams,
        response: { 200: page, ...failures },
      },
    },
    async (request) => presentPage(await findPageRow(db, request.params.id)),
  );

  app.put(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit an HTML page in both languages (sanitized) at its current version',
        security: bearer,
        params: kindParams,
        body: {
          type: 'object',
          required: ['html', 'version'],
          properties: {
            html: { type: 'object', required: ['en'], properties: { en: html, ka: html }, additionalProperties: false },
            version,
          },
          additionalProperties: false,
        },
        response: { 200: page, ...failures },
      },
    },
    async (request) => {
      const { html: text, version: current } = request.body;
      return editPage(shop, actorOf(operatorIn(request).operator), request.params.id, {
        html: { en: sanitizeRichText(text.en), ka: text.ka ? sanitizeRichText(text.ka) : null },
        version: current,
      });
    },
  );

  app.get(
    '/contact',
    {
      config,
      schema: { tags, summary: "The shop's contact card", security: bearer, response: { 200: contact, ...failures } },
    },
    async () => presentContact(await findContactRow(db)),
  );

  app.put(
    '/contact',
    {
      config,
      schema: {
        tags,
        summary: "Edit the shop's contact card at its current version",
        security: bearer,
        body: {
          type: 'object',
          required: ['fb', 'instagram', 'phone', 'email', 'address', 'version'],
          properties: {
            fb: line,
            instagram: line,
            phone: { ...line, description: 'one or more numbers separated by |' },
            email: { type: 'string', maxLength: 254, anyOf: [{ const: '' }, { format: 'email' }] },
            address: {
              type: 'object',
              required: ['en'],
              properties: { en: line, ka: line },
              additionalProperties: false,
            },
            version,
          },
          additionalProperties: false,
        },
        response: { 200: contact, ...failures },
      },
    },
    async (request) => {
      const { address, version: current, ...card } = request.body;
      return editContact(shop, actorOf(operatorIn(request).operator), {
        ...card,
        address_en: address.en,
        address_ka: address.ka ? address.ka : null,
        version: current,
      });
    },
  );
};

export default pageRoutes;
