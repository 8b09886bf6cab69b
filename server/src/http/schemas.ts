import { DELIVERY_METHODS } from '../domain/delivery';
import { ID_KINDS, PASSPORT_PATTERN } from '../domain/identity';
import { RANGE_KEYS } from '../domain/catalogue';
import { audienceSchema, compatibilityAnswer, NEEDS, VERDICTS } from '../domain/fit';
import { LANGUAGES } from '../domain/language';
import { PAY_METHODS } from '../domain/payments';

// Schema fragments shared by the routes. They are the validation and the OpenAPI document at once.

export const email = { type: 'string', format: 'email', maxLength: 254 } as const;
export const password = { type: 'string', minLength: 8, maxLength: 200 } as const;
/** profile updates: an empty password keeps the old one, so length is checked by the handler */
export const optionalPassword = { type: 'string', maxLength: 200 } as const;
/**
 * A name with at least one letter or digit (not only spaces, zero-width characters or marks), and no
 * bidirectional controls, which would make the name read differently from what it is (U+202A-U+202E,
 * U+2066-U+2069).
 */
export const personName = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '[\\p{L}\\p{N}]',
  not: { pattern: '[\\u202A-\\u202E\\u2066-\\u2069]' },
} as const;
export const phone = {
  type: 'string',
  maxLength: 40,
  format: 'phone',
  description:
    'a phone number as written (spaces, dashes, parentheses); without a country code a Georgian one: "599 11 22 33", "+44 20 7946 0958"',
} as const;
/** one line of text: no control characters (a value signed with others must not be able to start a line of its own) */
export const plainText = { type: 'string', pattern: '^[^\\u0000-\\u001f\\u007f]*$' } as const;
/** a delivery address as a shopper types it (domain/address.ts checks the rest, in both scripts) */
export const addressInput = {
  type: 'object',
  additionalProperties: false,
  properties: {
    region: { type: 'string', maxLength: 50, description: 'a code of GET /api/delivery-methods `regions`' },
    city: { ...plainText, maxLength: 100, description: 'town or village (outside Tbilisi)' },
    street: {
      ...plainText,
      maxLength: 200,
      description: 'street and number, or district, quarter and block: Georgian or Latin script',
    },
    apartment: { ...plainText, maxLength: 50 },
    notes: { ...plainText, maxLength: 500, description: 'for the courier' },
  },
} as const;
/** the checkout's delivery choice (beyond the contract) */
export const deliveryInput = {
  type: 'object',
  required: ['method'],
  additionalProperties: false,
  description: 'beyond the contract; absent: delivery arranged from the comment, no fee',
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    address: { ...addressInput, description: 'courier (Tbilisi) and regions' },
    phone: {
      type: 'string',
      maxLength: 40,
      description: 'courier and regions (optional for pickup): +995 5XX XX XX XX, or a foreign number with its code',
    },
    warehouse_id: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'pickup: a pickup point id' },
    save_address: {
      type: 'boolean',
      description: "courier and regions: keep the address in the account's address book, marked as the last used",
    },
  },
} as const;
export const pid = {
  type: 'string',
  maxLength: 20,
  description:
    'a Georgian personal ID (11 digits), or with id_kind passport a passport number (6-12 letters and digits)',
} as const;
/**
 * pid's format by id_kind, checked with the body's other fields (so a form hears of every field at once):
 * a passport's with `passport`, and without id_kind `absent`'s (registration: a personal ID, as the contract)
 */
export function identityFormat(absent: string) {
  return {
    if: { required: ['id_kind'], properties: { id_kind: { const: 'passport' } } },
    then: { properties: { pid: { type: 'string', pattern: PASSPORT_PATTERN } } },
    else: { properties: { pid: { type: 'string', pattern: absent } } },
  } as const;
}
/** either format (a profile update without id_kind keeps the account's kind, checked by the handler) */
export const ANY_ID_PATTERN = `^([0-9]{11}|[A-Za-z0-9]{6,12})$`;
export const idKind = {
  type: 'string',
  enum: ID_KINDS,
  description:
    'beyond the contract: what pid is; without it a personal ID (the contract), on a profile update the kind kept',
} as const;

export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,119}$' } },
} as const;

export function pageQuery<const E extends Record<string, object> = Record<never, never>>(
  perPage: number,
  extra: E = {} as E,
) {
  return {
    type: 'object',
    properties: {
      page: {
        type: 'integer',
        minimum: 1,
        maximum: 100000,
        default: 1,
        description: `1-based; ${perPage} items per page`,
      },
      ...extra,
    },
  } as const;
}

export const okStatus = { status: 'OK' } as const;

/** the cart as the storefront sends it to /api/cart and /api/checkout */
export const cartProperties = {
  products: {
    type: ['object', 'null'],
    description: 'product id -> quantity; unknown ids are dropped, quantities clamped to 1..live_stock',
    maxProperties: 200,
    propertyNames: { pattern: '^[0-9]{1,9}$' },
    additionalProperties: { type: 'integer', minimum: -1000000, maximum: 1000000 },
  },
  promo: { type: ['string', 'null'], maxLength: 64 },
  paymethod: { type: 'string', enum: PAY_METHODS, default: 'BOG_CARD' },
  comment: { type: ['string', 'null'], maxLength: 2000 },
} as const;

// The answers' shapes (api-contract.md "Shapes"). As response schemas they are also the serialiser:
// a field they do not name is never sent.

/** an answer object: every property named is sent (and required), nothing else is */
export function answer<const P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
    additionalProperties: false,
  } as const;
}

const nullableString = { type: ['string', 'null'] } as const;
const id = { type: 'integer' } as const;
/** a file name under /storage/uploads/{folder}/ */
export const image = { ...nullableString, description: 'a file name under /storage/uploads/{folder}/' } as const;
const lari = { type: 'number', description: 'lari, at most 2 decimals' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** Translation<{ fields }>: the requested language first, then the other */
export function translationsOf<const F extends readonly string[]>(...fields: F) {
  return {
    type: 'array',
    description: 'the requested language first',
    items: {
      type: 'object',
      required: ['locale', ...fields],
      properties: {
        locale: { type: 'string', enum: LANGUAGES },
        ...(Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) as {
          [K in F[number]]: { type: 'string' };
        }),
      },
      additionalProperties: false,
    },
  } as const;
}

export const okAnswer = answer({ status: { type: 'string', const: 'OK' } });

export const problem = {
  type: 'object',
  description: 'a failure: the message is in the request language; 422 names the fields at fault',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  additionalProperties: false,
} as const;

/** a 4xx/5xx answer on every route: `{ message }` */
export const failures = { '4xx': problem, '5xx': problem } as const;
/** catalogue answers carry an ETag; a matching If-None-Match is answered 304 without a body */
export const notModified = {
  304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
} as const;

const text = { type: 'string' } as const;

export const user = answer({
  id,
  fname: text,
  lname: text,
  phone: text,
  email: text,
  pid: text,
  id_kind: { type: 'string', enum: ID_KINDS, description: 'beyond the contract: what pid is' },
});

export const category = answer({
  id,
  slug: text,
  image,
  translations: translationsOf('name'),
  descendants: { type: 'array', items: answer({ id, slug: text, name: text }) },
});

const warehouse = answer({ img: image, translations: translationsOf('name') });

const productFields = {
  id,
  slug: text,
  img: image,
  img2: image,
  img3: image,
  img4: image,
  img5: image,
  pdf: image,
  price: lari,
  discounted: { type: ['number', 'null'], description: 'lari; null when not discounted' },
  live_stock: { type: 'integer' },
  created_at: dateTime,
  translations: translationsOf('name', 'details'),
  stocks: { type: 'array', items: answer({ warehouse }) },
} as const;

/** beyond the contract: the monthly price of a BOG installment loan on the shop's terms */
const installment = {
  description: 'beyond the contract: "from X ₾/month" on the shop\'s BOG loan terms; null below the bank\'s minimum',
  anyOf: [{ type: 'null' }, answer({ months: { type: 'integer' }, monthly: lari })],
} as const;

/** beyond the contract: a specification as data (the single-product answer only) */
const spec = answer({ key: text, code: text, translations: translationsOf('label', 'value') });

/** beyond the contract: a picture's alternative text (the single-product answer only); empty: none */
const picture = answer({ img: text, translations: translationsOf('alt') });

/** beyond the contract: how a product fits the telescope an answer is about (related products, `fits` lists) */
const fit = {
  type: 'object',
  required: ['verdict'],
  properties: {
    verdict: {
      type: 'string',
      enum: VERDICTS,
      description:
        '"fits" as it is; "adapter": a 1.25" accessory in a 2" focuser, through the 1.25" adapter such focusers come with; "needs": once the telescope gets `needs`',
    },
    needs: {
      ...answer({
        kind: { type: 'string', enum: NEEDS, description: 'what is missing' },
        product_slug: { type: 'string', description: 'a product of ours that solves it, in stock' },
      }),
      required: ['kind'],
    },
  },
  additionalProperties: false,
  description: 'beyond the contract: how it fits the telescope asked about (domain/fit.ts)',
} as const;

/**
 * the contract's Product; our server adds `installment` on the catalogue's answers, `specs`,
 * `compatibility`, `audience` and `pictures` on a single product's, and `fit` where an answer is about fitting one
 */
export const product = {
  type: 'object',
  required: Object.keys(productFields) as (keyof typeof productFields)[],
  properties: {
    ...productFields,
    installment,
    specs: { type: 'array', items: spec },
    compatibility: compatibilityAnswer,
    audience: audienceSchema,
    pictures: { type: 'array', items: picture, description: "img..img5's alternative texts, in their order" },
    fit,
  },
  additionalProperties: false,
} as const;

/** beyond the contract: a list's facets, each counted with all the other filters applied */
export const facets = answer({
  price: { anyOf: [{ type: 'null' }, answer({ min: lari, max: lari })] },
  in_stock: { type: 'integer', description: 'products in stock' },
  specs: {
    type: 'array',
    items: answer({
      key: text,
      label: text,
      values: {
        type: 'array',
        items: answer({ code: text, value: text, count: { type: 'integer' }, selected: { type: 'boolean' } }),
      },
    }),
  },
  ranges: {
    type: 'array',
    description:
      'measurements as ranges: price (lari), aperture and focal length (mm), payload (kg); filtered by `{key}_min`/`{key}_max`. Where a key is also in `specs` (aperture, focal_length), the range supersedes its checkboxes',
    items: answer({
      key: { type: 'string', enum: RANGE_KEYS },
      label: text,
      unit: text,
      step: { type: 'number', description: 'what a slider moves by; min and max are on its steps' },
      min: { type: 'number' },
      max: { type: 'number' },
      selected_min: { type: ['number', 'null'] },
      selected_max: { type: ['number', 'null'] },
    }),
  },
  fits_telescope: {
    type: 'boolean',
    description:
      "some of the list's products fit a telescope (accessories, mounts), whatever the filters: `fits={a telescope's slug}` narrows it to those that fit it (the telescopes: `/api/telescopes`)",
  },
});

/** beyond the contract: what the header search suggests while the shopper types */
export const suggestions = answer({
  products: {
    type: 'array',
    items: answer({ slug: text, img: image, name: text, price: lari, discounted: { type: ['number', 'null'] } }),
  },
  categories: { type: 'array', items: answer({ slug: text, name: text }) },
  spellings: { type: 'array', items: text },
});

export const news = answer({
  id,
  slug: text,
  img: image,
  updated_at: dateTime,
  translations: translationsOf('title', 'text', 'img_alt'),
});

/** Page<item> */
export function pageOf<const T extends object>(item: T) {
  const count = { type: 'integer' } as const;
  return answer({
    data: { type: 'array', items: item },
    current_page: count,
    last_page: count,
    per_page: count,
    total: count,
  });
}

/** a category named beside a list or a product: the list's own, or the one a product is filed under */
export const categoryRef = answer({
  id: { type: 'integer', description: '0 for outlet and weekly-promotion' },
  slug: category.properties.slug,
  translations: category.properties.translations,
});

/** `{ data }`, the envelope of most answers */
export function dataOf<const T extends object>(data: T) {
  return answer({ data });
}

export const htmlPage = dataOf(answer({ translations: translationsOf('html') }));

export const contact = answer({
  fb: text,
  instagram: text,
  phone: { type: 'string', description: 'one or more numbers separated by |' },
  email: text,
  translations: translationsOf('address'),
});

export const order = answer({
  order_number: text,
  payment: text,
  payment_statust: { type: 'string', description: "sic: the contract's spelling" },
  total_price: lari,
  created_at: dateTime,
});

/** the operation needs `Authorization: Bearer <token>` (from POST /api/login) */
export const bearer = [{ bearer: [] }];
