import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../app/shop';
import * as s from '../../http/schemas';
import { addAddress, addressBook, editAddress, removeAddress } from './addresses.service';

// Beyond the spec's contract: the signed-in shopper's address book (the checkout preselects the last
// used address; the profile edits them). Another account's address answers 404, as an unknown one.

const entry = {
  type: 'object',
  required: ['region', 'street'],
  additionalProperties: false,
  properties: {
    ...s.addressInput.properties,
    label: { ...s.plainText, maxLength: 50, description: 'the shopper’s own name for it ("Home", "Office")' },
    phone: { type: 'string', maxLength: 40, description: '+995 5XX XX XX XX, or a foreign number with its code' },
  },
} as const;

const address = s.answer({
  id: { type: 'integer' },
  label: { type: 'string' },
  region: { type: 'string', description: 'a code of GET /api/delivery-methods `regions`' },
  city: { type: 'string' },
  street: { type: 'string' },
  apartment: { type: 'string' },
  notes: { type: 'string' },
  phone: { type: ['string', 'null'], description: 'E.164' },
  last_used: { type: 'boolean', description: 'the address last delivered to: the checkout preselects it' },
  last_used_at: { type: ['string', 'null'], format: 'date-time' },
});

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const addressRoutes: ShopRoutes = async (app, { db }) => {
  const book = (userId: number) => addressBook(db, userId);

  app.get(
    '/api/users/me/addresses',
    {
      onRequest: authenticate(db),
      schema: {
        summary: "The signed-in shopper's addresses, the last used first",
        security: s.bearer,
        response: { 200: s.dataOf({ type: 'array', items: address }), ...s.failures },
      },
    },
    async (request) => ({ data: await book(signedIn(request).id) }),
  );

  app.post(
    '/api/users/me/addresses',
    {
      onRequest: authenticate(db),
      schema: {
        summary: 'Add an address (at most 20); answers the whole book',
        description: 'Checked as the checkout checks a delivery address: 422 naming each field at fault.',
        security: s.bearer,
        body: entry,
        response: {
          200: s.answer({ ...s.okAnswer.properties, id: { type: 'integer' }, data: { type: 'array', items: address } }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      const id = await addAddress(db, userId, request.body);
      return { ...s.okStatus, id, data: await book(userId) };
    },
  );

  app.put(
    '/api/users/me/addresses/:id',
    {
      onRequest: authenticate(db),
      schema: {
        summary: 'Edit one of the addresses; answers the whole book',
        security: s.bearer,
        params: idParams,
        body: entry,
        response: {
          200: s.answer({ ...s.okAnswer.properties, data: { type: 'array', items: address } }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await editAddress(db, userId, request.params.id, request.body);
      return { ...s.okStatus, data: await book(userId) };
    },
  );

  app.delete(
    '/api/users/me/addresses/:id',
    {
      onRequest: authenticate(db),
      schema: {
        summary: 'Delete one of the addresses; answers the whole book',
        security: s.bearer,
        params: idParams,
        response: {
          200: s.answer({ ...s.okAnswer.properties, data: { type: 'array', items: address } }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await removeAddress(db, userId, request.params.id);
      return { ...s.okStatus, data: await book(userId) };
    },
  );
};

export default addressRoutes;
