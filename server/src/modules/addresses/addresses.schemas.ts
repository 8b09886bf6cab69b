import * as s from '../../http/schemas';

// The address book's API as the OpenAPI document shows it.

/** an address as the shopper gives it */
const entry = {
  type: 'object',
  required: ['region', 'street'],
  additionalProperties: false,
  properties: {
    ...s.addressInput.properties,
    label: { ...s.plainText, maxLength: 50, description: 'the shopper’s own name for it ("Home", "Office")' },
    phone: { type: 'string', maxLength: 40, description: '+995 5XX XX XX XX, or a foreign number with its code' },
  },
} as const;

/** an address of the book as it is answered */
const address = s.answer({
  id: { type: 'integer' },
  label: { type: 'string' },
  region: { type: 'string', description: 'a code of GET /api/delivery-methods `regions`' },
  city: { type: 'string' },
  street: { type: 'string' },
  apartment: { type: 'string' },
  notes: { type: 'string' },
  phone: { type: ['string', 'null'], description: 'E.164' },
  last_used: { type: 'boolean', description: 'the address last delivered to: the checkout preselects it' },
  last_used_at: { type: ['string', 'null'], format: 'date-time' },
});

/** the address a route names */
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const addressBookSchema = {
  summary: "The signed-in shopper's addresses, the last used first",
  security: s.bearer,
  response: { 200: s.dataOf({ type: 'array', items: address }), ...s.failures },
} as const;

export const addAddressSchema = {
  summary: 'Add an address (at most 20); answers the whole book',
  description: 'Checked as the checkout checks a delivery address: 422 naming each field at fault.',
  security: s.bearer,
  body: entry,
  response: {
    200: s.answer({ ...s.okAnswer.properties, id: { type: 'integer' }, data: { type: 'array', items: address } }),
    ...s.failures,
  },
} as const;

export const editAddressSchema = {
  summary: 'Edit one of the addresses; answers the whole book',
  security: s.bearer,
  params: idParams,
  body: entry,
  response: {
    200: s.answer({ ...s.okAnswer.properties, data: { type: 'array', items: address } }),
    ...s.failures,
  },
} as const;

export const removeAddressSchema = {
  summary: 'Delete one of the addresses; answers the whole book',
  security: s.bearer,
  params: idParams,
  response: {
    200: s.answer({ ...s.okAnswer.properties, data: { type: 'array', items: address } }),
    ...s.failures,
  },
} as const;
