import type { paths } from './generated/openapi';

// The shapes of our server's answers, from its OpenAPI document (generated/openapi.ts, written by
// `npm run api:types` and checked against the served document in CI). The storefront still reads every
// answer tolerantly (a server of the contract may differ); these types name what the readers look for,
// so a changed answer fails the build where it is read.

type JsonOf<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** the JSON body `method path` takes */
export type RequestBody<Path extends keyof paths, Method extends 'post'> = JsonOf<
  NonNullable<NonNullable<paths[Path][Method]> extends { requestBody?: infer Body } ? Body : never>
>;

/** the JSON a 200 answer of `method path` carries */
export type Answer<Path extends keyof paths, Method extends 'get' | 'post'> = JsonOf<
  NonNullable<paths[Path][Method]> extends { responses: { 200: infer Ok } } ? Ok : never
>;
