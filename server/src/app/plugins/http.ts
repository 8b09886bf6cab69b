import fp from 'fastify-plugin';
import { languageOf } from '../../domain/language';
import { personalByDefault } from '../../http/cacheControl';
import { installErrorHandler } from '../../http/errors';
import { installJsonBodyParser } from '../../http/jsonBody';
import { rejectUnstorableInput } from '../../http/storableInput';

/** Every answer in the shop's shape: the request's language, errors as { message }, private unless a route says public, JSON bodies checked. */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.lang = languageOf(request.headers['accept-language']);
    });
    installErrorHandler(app);
    // an answer is kept by caches only where its route says it is public
    personalByDefault(app);
    installJsonBodyParser(app);
    rejectUnstorableInput(app);
  },
  { name: 'http' },
);
