import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../context';
import * as s from '../../http/schemas';
import { addressBookSchema, addAddressSchema, editAddressSchema, removeAddressSchema } from './addresses.schemas';
import { addAddress, addressBook, editAddress, removeAddress } from './addresses.service';

// Beyond the spec's contract: the signed-in shopper's address book (the checkout preselects the last
// used address; the profile edits them). Another account's address answers 404, as an unknown one.

const addressRoutes: ShopRoutes = async (app, { db }) => {
  const book = (userId: number) => addressBook(db, userId);

  app.get(
    '/api/users/me/addresses',
    {
      onRequest: authenticate(db),
      schema: addressBookSchema,
    },
    async (request) => ({ data: await book(signedIn(request).id) }),
  );

  app.post(
    '/api/users/me/addresses',
    {
      onRequest: authenticate(db),
      schema: addAddressSchema,
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
      schema: editAddressSchema,
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
      schema: removeAddressSchema,
    },
    async (request) => {
      const userId = signedIn(request).id;
      await removeAddress(db, userId, request.params.id);
      return { ...s.okStatus, data: await book(userId) };
    },
  );
};

export default addressRoutes;
