import type { ShopRoutes } from '../../context';
import { sanitizeRichText } from '../../http/richText';
import {
  editContact,
  editPage,
  findContactRow,
  findPageRow,
  pageList,
  presentContact,
  presentPage,
} from './content.admin.service';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { contactSchema, editContactSchema, editPageSchema, pageSchema, pagesSchema } from './content.admin.schemas';

// The about page, the five policy pages and the contact card: one record each, edited in both languages.

const config = { access: 'content' } as const;

const pageRoutes: ShopRoutes = async (app, shop) => {
  const { db } = shop;

  app.get(
    '/pages',
    {
      config,
      schema: pagesSchema,
    },
    async () => {
      const items = await pageList(db);
      return { items, total: items.length };
    },
  );

  app.get(
    '/pages/:id',
    {
      config,
      schema: pageSchema,
    },
    async (request) => presentPage(await findPageRow(db, request.params.id)),
  );

  app.put(
    '/pages/:id',
    {
      config,
      schema: editPageSchema,
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
      schema: contactSchema,
    },
    async () => presentContact(await findContactRow(db)),
  );

  app.put(
    '/contact',
    {
      config,
      schema: editContactSchema,
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
