import type { Operation, Schema } from './operations';

// Malformed requests for one operation. Each request starts from plausible values and breaks exactly
// one thing, chosen so that no valid server may accept it: a value outside its schema, a missing
// field, a body that is not JSON, too big or too deep, a wrong method or content type, a bad token.
// Values that a schema allows (an SQL-looking search word, say) are not here: they may rightly be 200.

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** what was broken, for the report */
  kind: string;
}

export type Random = () => number;

/** a small deterministic PRNG (mulberry32), so a run can be repeated from its seed */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** plausible values by field name, so that the one broken thing is what the server refuses */
const SAMPLES: Record<string, unknown> = {
  email: 'fuzz@example.ge',
  password: 'secret-pass',
  repeat_password: 'secret-pass',
  fname: 'Nino',
  lname: 'Beridze',
  phone: '599 11 22 33',
  pid: '01001011234',
  slug: 'telescopes',
  id: 999999, // never the fuzzer's own account: a profile update for it is a 403
  provider: 'bog',
  bank: 'bog',
  folder: 'products',
  file: 'missing.webp',
  lng: 'en',
  page: 1,
  sort: 'date-desc',
  keyword: 'scope',
  products: { '1': 1 },
  paymethod: 'BOG_CARD',
  comment: 'fuzz',
  token: 'not-a-reset-token',
  event_id: 'fuzz-event',
  order_number: 'AS-000000',
  status: 'approved',
  amount: '1.00',
  currency: 'GEL',
  decision: 'approved',
  order_id: 'bm90LWFuLW9yZGVy',
};

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type].flat());

function sampleOf(name: string, schema: Schema): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  if (schema.enum) return schema.enum[0];
  const [type] = typesOf(schema);
  return type === 'integer' || type === 'number' ? 1 : type === 'object' ? {} : 'fuzz';
}

function sampleObject(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(name, property)]),
  );
}

function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** a string that no text column can store, whatever its pattern: it hides a NUL */
function nulString(random: Random): string {
  const text = Array.from({ length: 1 + Math.floor(random() * 40) }, () =>
    String.fromCodePoint(32 + Math.floor(random() * 0x10000 - 32) || 0x41),
  ).join('');
  const at = Math.floor(random() * (text.length + 1));
  return `${text.slice(0, at)}\u0000${text.slice(at)}`.replace(/[\uD800-\uDFFF]/g, 'x');
}

/** JSON values outside a property's schema */
export function jsonViolations(schema: Schema, random: Random): unknown[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const values: unknown[] = [deepObject(2000)];
  const numeric = types.includes('integer') || types.includes('number');
  if (!types.includes('string')) values.push('not a number', '1e309', 'Infinity');
  if (!types.includes('object')) values.push({ nested: true });
  if (!types.includes('array') && !numeric && !types.includes('object')) values.push([1, 2]);
  if (types.includes('string')) {
    values.push(nulString(random));
    if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
    if (schema.enum) values.push('NOT_AN_OPTION');
    if (schema.const !== undefined) values.push(`${String(schema.const)}X`);
    if (schema.pattern || schema.format) values.push('   ');
  }
  if (types.includes('integer')) values.push(1.5);
  if (numeric) {
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  }
  if (types.includes('object')) {
    values.push('x', 7);
    if (typeof schema.additionalProperties === 'object') {
      values.push({ '1': 'x' }, { '1': '1e309' }, { '1': 1.5 }, { "1' OR '1'='1": 1 }, { '../1': 1 });
    }
  }
  return values;
}

/** percent-encoded values for a path or query parameter outside its schema */
export function urlViolations(schema: Schema, random: Random, where: 'path' | 'query'): string[] {
  const types = typesOf(schema);
  // bytes that are not UTF-8, and a NUL: refused whatever the schema (by the router in a path, by the NUL check in a query)
  const values =
    where === 'path' ? ['%FF%FE', '%C0%AF', '%E1%83', '%00'] : ['%00', `fuzz%00${Math.floor(random() * 1000)}`];
  const constrained = schema.pattern !== undefined || schema.enum !== undefined || types.includes('integer');
  if (constrained) {
    const garbage = Array.from(
      { length: 1 + Math.floor(random() * 30) },
      () =>
        `%${Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0')}`,
    ).join('');
    values.push(`~${garbage}`, "'%20OR%20'1'%3D'1", '..%2F..%2F..%2Fetc%2Fpasswd', '.env', '%2E%2E');
  }
  if (types.includes('integer')) values.push('abc', '1.5', '-1', '0', '1e309', 'Infinity', '99999999999999999999');
  if (schema.enum) values.push('NOT-AN-OPTION');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  return values;
}

/** deeper than any request needs: refused before anything walks them (a 60 KB one once froze the server for seconds) */
const DEEP_BODIES = [
  `{"x":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

/** as wide as the body limit allows, in a field that does not take them */
function wideValues(random: Random): unknown[] {
  const keys = 4000 + Math.floor(random() * 1000);
  return [
    Array.from({ length: 20_000 }, () => 0),
    Object.fromEntries(Array.from({ length: keys }, (_, i) => [String(i + 1), 1])),
  ];
}

const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":NaN}',
  '\uFEFF{',
  '{"a":1,}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800',
];
const NOT_AN_OBJECT = ['[]', '"text"', '123', 'true', `${'['.repeat(20000)}${']'.repeat(20000)}`];

interface Builder {
  operation: Operation;
  random: Random;
  token: string;
  /** a token that was signed out */
  revokedToken: string;
}

function urlOf(operation: Operation, params: Record<string, string>, query: string): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name]);
  return query ? `${path}?${query}` : path;
}

function encodeBody(operation: Operation, value: unknown): { body: Buffer; type: string } {
  if (operation.bodyType === 'form' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const form = new URLSearchParams(
      Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return { body: Buffer.from(form.toString()), type: 'application/x-www-form-urlencoded' };
  }
  return { body: Buffer.from(JSON.stringify(value)), type: 'application/json' };
}

/** every malformed request for one operation; `random` varies the garbage from round to round */
export function malformedRequests({ operation, random, token, revokedToken }: Builder): FuzzRequest[] {
  const auth: Record<string, string> = operation.secured ? { authorization: `Bearer ${token}` } : {};
  const params = Object.fromEntries(
    Object.entries(operation.params).map(([name, schema]) => [
      name,
      encodeURIComponent(String(sampleOf(name, schema))),
    ]),
  );
  const baseBody = operation.body ? sampleObject(operation.body) : undefined;
  const withBody = (value: unknown) => (value === undefined ? {} : encodeBody(operation, value));
  const request = (
    kind: string,
    url: string,
    body: { body?: Buffer; type?: string } = withBody(baseBody),
    headers = auth,
  ): FuzzRequest => ({
    method: operation.method,
    path: url,
    headers: { ...headers, ...(body.type ? { 'content-type': body.type } : {}) },
    body: body.body,
    kind,
  });
  const requests: FuzzRequest[] = [];

  for (const [name, schema] of Object.entries(operation.params)) {
    for (const value of urlViolations(schema, random, 'path'))
      requests.push(request(`path ${name}`, urlOf(operation, { ...params, [name]: value }, '')));
  }
  const url = urlOf(operation, params, '');
  for (const [name, schema] of Object.entries(operation.query)) {
    for (const value of urlViolations(schema, random, 'query'))
      requests.push(request(`query ${name}`, urlOf(operation, params, `${name}=${value}`)));
    requests.push(request(`query ${name} twice`, urlOf(operation, params, `${name}=a&${name}=b`)));
  }
  if (operation.body && baseBody) {
    for (const [name, schema] of Object.entries(operation.body.properties ?? {})) {
      for (const value of jsonViolations(schema, random))
        requests.push(request(`body ${name}`, url, withBody({ ...baseBody, [name]: value })));
    }
    for (const name of operation.body.required ?? []) {
      const { [name]: _missing, ...rest } = baseBody;
      requests.push(request(`body without ${name}`, url, withBody(rest)));
    }
    if (operation.bodyType === 'json') {
      for (const text of [...INVALID_JSON, ...NOT_AN_OBJECT])
        requests.push(
          request('body not JSON or not an object', url, { body: Buffer.from(text), type: 'application/json' }),
        );
      for (const text of DEEP_BODIES)
        requests.push(request('body nested too deep', url, { body: Buffer.from(text), type: 'application/json' }));
      const [first] = Object.keys(baseBody);
      if (first)
        for (const value of wideValues(random))
          requests.push(request(`body ${first} very wide`, url, withBody({ ...baseBody, [first]: value })));
      const badUtf8 = Buffer.concat([Buffer.from('{"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('":')]);
      requests.push(request('body bad UTF-8', url, { body: badUtf8, type: 'application/json' }));
      requests.push(request('body empty', url, { body: Buffer.alloc(0), type: 'application/json' }));
      requests.push(
        request('body text/plain', url, { body: Buffer.from(JSON.stringify(baseBody)), type: 'text/plain' }),
      );
      requests.push(
        request('body multipart', url, {
          body: Buffer.from('--x\r\n\r\n--x--'),
          type: 'multipart/form-data; boundary=x',
        }),
      );
    }
    const huge = 'x'.repeat(pick(random, [70 * 1024, 1024 * 1024]));
    requests.push(
      request('body over the limit', url, withBody({ ...baseBody, [Object.keys(baseBody)[0] ?? 'x']: huge })),
    );
  }
  if (operation.secured) {
    for (const header of [
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${'x'.repeat(8000)}`,
      'Basic Zm9vOmJhcg==',
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      'Bearer \u00ff\u00fe',
      `bearer  ${token} extra`,
      `Bearer ${revokedToken}`,
    ]) {
      requests.push(request('bad token', url, withBody(baseBody), header ? { authorization: header } : {}));
    }
  }
  for (const method of ['PUT', 'DELETE', 'PATCH']) requests.push({ ...request(`method ${method}`, url), method });
  return requests;
}
