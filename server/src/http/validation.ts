import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { phoneNumber } from '../domain/address';

// Fastify's ajv coerces types (coerceTypes: 'array'), which is right for the address: every value in a
// query string or a path is text, and `?page=2` must become 2. In a JSON body the client chose the
// types, and coercing them turns mistakes into data: a name sent as ["a"] was stored as "a", a
// quantity of true or null became 1. Bodies are therefore checked by an ajv that coerces nothing.

interface RouteSchema {
  httpPart?: string;
}
interface AjvOptions {
  customOptions?: Record<string, unknown>;
}
// the pool's declared types describe ajv's compile(schema); at run time it is called with the route (schema, method, url, httpPart)
type CompilerPool = (externalSchemas: unknown, options: AjvOptions) => (route: RouteSchema) => unknown;
const buildCompiler = AjvCompiler() as unknown as CompilerPool;

/**
 * The shop's own formats: `phone` is a number libphonenumber's metadata knows (each country's lengths and
 * prefixes; without a country code a Georgian one), so "555-12-34" is refused with the form's other problems.
 */
const formats = { phone: (text: string) => phoneNumber(text) !== null };

const buildValidator: CompilerPool = (externalSchemas, ajvOptions) => {
  const customOptions = { ...ajvOptions.customOptions, formats };
  const coercing = buildCompiler(externalSchemas, { ...ajvOptions, customOptions });
  const exact = buildCompiler(externalSchemas, {
    ...ajvOptions,
    customOptions: { ...customOptions, coerceTypes: false },
  });
  return (route) => (route.httpPart === 'body' ? exact : coercing)(route);
};

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};
