import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** GET /api/products/{slug} -> getProductsSlug */
const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  url.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_match, first: string) => first.toUpperCase());

/**
 * The OpenAPI document, made from the routes' schemas: at /api/docs/json, read in a browser at /api/docs.
 * Registered before any route, so that it sees them all.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      // 3.1: its JSON Schema is the one the routes validate with (propertyNames, numeric exclusiveMinimum, type lists)
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'AstroShop API',
          version: '1.0.0',
          description:
            'Send accept-language: ka|en. Errors are { message }, 422 adds { errors: { field: [message] } }.',
        },
        servers: [{ url: '/', description: 'this server' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      // an operation that names no security is public, and says so; ids from method and path (getProductsSlug)
      transform: ({ schema, url, route }) => ({
        schema: schema && {
          operationId: operationIdOf(String(route.method), url),
          ...schema,
          security: schema.security ?? [],
          // the back office's routes say who may call them (domain/roles.ts): the admin UI and its tests read it
          ...(route.config?.access && { 'x-access': route.config.access }),
        },
        url,
      }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'docs' },
);
