import type { ShopRoutes } from '../../app/shop';
import { authenticate, signedIn } from '../../auth/authenticate';
import * as s from '../../http/schemas';
import {
  referenceQuery,
  referenceTelescope,
  telescopeIdParams,
  userTelescope,
  userTelescopeInput,
} from './telescopes.schemas';
import {
  addMyTelescope,
  MAX_USER_TELESCOPES,
  myTelescopes,
  referenceTelescopes,
  removeMyTelescope,
  type UserTelescopeInput,
} from './telescopes.service';

// Telescopes we do not sell (issue 38): the reference list a shopper picks theirs from, and the telescopes
// a signed-in shopper keeps ("my telescopes"). A list's `fits` takes either (routes/products.ts).

const myTelescopesAnswer = s.dataOf({ type: 'array', items: userTelescope });

const telescopeRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/telescopes/reference',
    {
      schema: {
        summary: 'Common telescopes we do not sell, by brand and model: what a shopper picks theirs from',
        description:
          'Each with its published figures and their source. A list narrows to what fits one with `fits=ref:{slug}`.',
        querystring: referenceQuery,
        response: { 200: s.dataOf({ type: 'array', items: referenceTelescope }), ...s.failures },
      },
    },
    async (request) => ({
      data: await referenceTelescopes(db, request.query.q, request.query.limit, request.lang),
    }),
  );

  app.get(
    '/api/user/telescopes',
    {
      onRequest: authenticate(db),
      schema: {
        summary: "The signed-in shopper's telescopes, the first added first",
        security: s.bearer,
        response: { 200: myTelescopesAnswer, ...s.failures },
      },
    },
    async (request) => ({ data: await myTelescopes(db, signedIn(request).id) }),
  );

  app.post(
    '/api/user/telescopes',
    {
      onRequest: authenticate(db),
      schema: {
        summary: `Keep a telescope (at most ${MAX_USER_TELESCOPES}): one we sell, one of the reference list, or typed figures; answers them all`,
        description:
          'The figures of one we sell or of the reference list are read from there. 404 for a slug naming neither, 422 for figures out of range.',
        security: s.bearer,
        body: userTelescopeInput,
        response: {
          200: s.answer({
            ...s.okAnswer.properties,
            id: { type: 'integer' },
            data: myTelescopesAnswer.properties.data,
          }),
          ...s.failures,
        },
      },
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
      schema: {
        summary: 'Forget one of the telescopes; answers the rest',
        description: "Another account's telescope answers 404, as one that does not exist.",
        security: s.bearer,
        params: telescopeIdParams,
        response: {
          200: s.answer({ ...s.okAnswer.properties, data: myTelescopesAnswer.properties.data }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await removeMyTelescope(db, userId, request.params.id);
      return { ...s.okStatus, data: await myTelescopes(db, userId) };
    },
  );
};

export default telescopeRoutes;
