// What the fuzzer attacks: every route of the API, read from the server's own OpenAPI document, plus
// the routes the document hides (files, translations, the storefront, the sandbox banks), described
// here in the same terms.

export interface Schema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
}

export interface Operation {
  method: string;
  /** with {name} placeholders for path parameters */
  path: string;
  params: Record<string, Schema>;
  query: Record<string, Schema>;
  /** an object schema, when the route takes a body */
  body?: Schema;
  bodyType: 'json' | 'form';
  secured: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema: Schema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

function parametersIn(operation: OpenApiOperation, place: string): Record<string, Schema> {
  return Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === place).map((p) => [p.name, p.schema]));
}

export function documentedOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: parametersIn(operation, 'path'),
      query: parametersIn(operation, 'query'),
      body: operation.requestBody?.content['application/json']?.schema,
      bodyType: 'json' as const,
      secured: (operation.security?.length ?? 0) > 0,
    })),
  );
}

const bank: Schema = { type: 'string', enum: ['bog', 'tbc', 'liberty'] };
const signedPayment: Schema = {
  type: 'object',
  required: ['method', 'order_number', 'amount', 'success_url', 'fail_url', 'callback_url', 'signature'],
  properties: Object.fromEntries(
    ['method', 'order_number', 'amount', 'success_url', 'fail_url', 'callback_url', 'signature'].map((name) => [
      name,
      { type: 'string', maxLength: 2000 },
    ]),
  ),
};
const fileName: Schema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$' };
const uploadFolder: Schema = { type: 'string', enum: ['categories', 'products', 'news', 'partners', 'warehouse'] };
const decision: Schema = { type: 'string', enum: ['approved', 'declined'] };
const orderId: Schema = { type: 'string', minLength: 1, maxLength: 8000 };

const base = { params: {}, query: {}, bodyType: 'json' as const, secured: false };

/** routes outside the OpenAPI document (schema: { hide: true }) */
export const hiddenOperations: Operation[] = [
  {
    ...base,
    method: 'GET',
    path: '/storage/uploads/{folder}/{file}',
    params: { folder: uploadFolder, file: fileName },
  },
  {
    ...base,
    method: 'GET',
    path: '/storage/uploads/{folder}/thumbs/{file}',
    params: { folder: uploadFolder, file: fileName },
  },
  {
    ...base,
    method: 'GET',
    path: '/locales/{lng}/{file}',
    params: { lng: { type: 'string', pattern: '^[a-z]{2}$' }, file: { type: 'string', pattern: '^[a-z]+\\.json$' } },
  },
  { ...base, method: 'GET', path: '/sandbox/bog-sdk.js' },
  { ...base, method: 'GET', path: '/sandbox/{bank}/pay', params: { bank }, query: signedPayment.properties! },
  { ...base, method: 'POST', path: '/sandbox/{bank}/pay', params: { bank }, body: signedPayment, bodyType: 'form' },
  {
    ...base,
    method: 'POST',
    path: '/sandbox/{bank}/decide',
    params: { bank },
    body: {
      ...signedPayment,
      required: [...signedPayment.required!, 'decision'],
      properties: { ...signedPayment.properties, decision },
    },
    bodyType: 'form',
  },
  { ...base, method: 'GET', path: '/sandbox/bog/calculator/payment', query: { order_id: orderId } },
  {
    ...base,
    method: 'POST',
    path: '/sandbox/bog/calculator/decide',
    body: { type: 'object', required: ['order_id', 'decision'], properties: { order_id: orderId, decision } },
  },
  { ...base, method: 'GET', path: '/api/docs/json' },
  // the storefront's history fallback: any other GET is a page, so only other methods and broken paths are malformed
  { ...base, method: 'GET', path: '/en/product/{slug}', params: { slug: { type: 'string' } } },
];
