import type { ShopRoutes } from '../../context';
import { authenticate, signedIn } from '../../auth/authenticate';
import * as s from '../../http/schemas';
import {
  addMyTelescopeSchema,
  myTelescopesSchema,
  referenceTelescopesSchema,
  removeMyTelescopeSchema,
} from './telescopes.schemas';
import {
  addMyTelescope,
  myTelescopes,
  referenceTelescopes,
  removeMyTelescope,
  type UserTelescopeInput,
} from './telescopes.service';

// Telescopes we do not sell (issue 38): the reference list a shopper picks theirs from, and the telescopes
// a signed-in shopper keeps ("my telescopes"). A list's `fits` takes either (routes/products.ts).

const telescopeRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/telescopes/reference',
    {
      schema: referenceTelescopesSchema,
    },
    async (request) => ({
      data: await referenceTelescopes(db, request.query.q, request.query.limit, request.lang),
    }),
  );

  app.get(
    '/api/user/telescopes',
    {
      onRequest: authenticate(db),
      schema: myTelescopesSchema,
    },
    async (request) => ({ data: await myTelescopes(db, signedIn(request).id) }),
  );

  app.post(
    '/api/user/telescopes',
    {
      onRequest: authenticate(db),
      schema: addMyTelescopeSchema,
    },
    async (request) => {
      const userId = signedIn(request).id;
      const id = await addMyTelescope(db, userId, request.body as UserTelescopeInput);
      return { ...s.okStatus, id, data: await myTelescopes(db, userId) };
    },
  );

  app.delete(
    '/api/user/telescopes/:id',
    {
      onRequest: authenticate(db),
      schema: removeMyTelescopeSchema,
    },
    async (request) => {
      const userId = signedIn(request).id;
      await removeMyTelescope(db, userId, request.params.id);
      return { ...s.okStatus, data: await myTelescopes(db, userId) };
    },
  );
};

export default telescopeRoutes;
