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
  pattern: '^\\+?[0-9][0-9 ()-]{6,18}[0-9]$',
  description: 'digits, optionally with a leading + and spaces, dashes or parentheses',
} as const;
export const pid = { type: 'string', pattern: '^[0-9]{11}$', description: 'Georgian personal ID: 11 digits' } as const;

export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,119}$' } },
} as const;

export function pageQuery(perPage: number, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: `1-based; ${perPage} items per page` },
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
  paymethod: { type: 'string', enum: ['BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'], default: 'BOG_CARD' },
  comment: { type: ['string', 'null'], maxLength: 2000 },
} as const;
