import { audienceSchema, compatibilityAnswer, compatibilitySchema } from '../../domain/fit';
import {
  answer,
  bearer,
  bilingualInput,
  dateTime,
  failures,
  id,
  idParams,
  line,
  listOf,
  listQuery,
  text,
  version,
} from '../../http/adminSchemas';
import { PRODUCT_SORTS } from './products.admin.service';

// Products in the back office as the OpenAPI document shows them: staff read them without their prices
// (the fields are left out of the answers), managers and owners write them.

const tags = ['admin'];
const bilingualAnswer = answer({ en: text, ka: text });
const lari = { type: 'number', description: 'lari' } as const;
const quantity = { type: 'integer', minimum: 0, maximum: 1000000 } as const;
const stockEntry = answer({ warehouseId: { type: 'integer' }, quantity: { type: 'integer' } });

const productFields = {
  id: { type: 'integer' },
  slug: text,
  categoryId: { type: 'integer' },
  name: bilingualAnswer,
  description: bilingualAnswer,
  price: { ...lari, description: 'absent for a role that may not see prices' },
  discountedPrice: {
    type: ['number', 'null'],
    description: 'lari; null: no discount; absent for a role that may not see prices',
  },
  specifications: {
    type: 'array',
    items: answer({ key: text, label: bilingualAnswer, value: bilingualAnswer }),
  },
  compatibility: compatibilityAnswer,
  audience: audienceSchema,
  visible: { type: 'boolean' },
  archived: { type: 'boolean', description: 'hidden for good: the product has orders and was removed' },
  stock: { type: 'array', items: stockEntry, description: "every warehouse's count" },
  reserved: { type: 'integer', description: 'units unpaid orders hold: the warehouses cannot hold fewer' },
  liveStock: { type: 'integer', description: 'units shoppers can buy: the warehouses less the reserved' },
  images: { type: 'array', items: text, description: 'file names under /storage/uploads/products/' },
  alts: {
    type: 'array',
    items: bilingualAnswer,
    description: "each picture's alternative text, in the order of images; empty: none (the product's name stands in)",
  },
  pdf: { type: ['string', 'null'] },
  version: { type: 'integer' },
  createdAt: dateTime,
} as const;
const { price: _price, discountedPrice: _discounted, ...alwaysSent } = productFields;
export const product = {
  type: 'object',
  required: Object.keys(alwaysSent) as (keyof typeof alwaysSent)[],
  properties: productFields,
  additionalProperties: false,
} as const;

const richText = { type: 'string', maxLength: 20000 } as const;

/**
 * A product as the back office sends it, to create one or edit one (with its version): only the category,
 * the English name and the price are needed; what a new product leaves out is empty (no discount, no
 * specifications, hidden until published) and what an edit leaves out stays as it is.
 */
const productBody = {
  type: 'object',
  required: ['categoryId', 'name', 'price'],
  properties: {
    slug: {
      type: 'string',
      maxLength: 200,
      description:
        'the address: /product/{slug}; lowercase Latin letters, digits and hyphens (spaces become hyphens); absent or empty: drawn from the English name for a new product, kept on an edit',
    },
    categoryId: id,
    name: bilingualInput({ ...line, minLength: 1, pattern: '[\\p{L}\\p{N}]' }, { ...line }),
    description: {
      type: 'object',
      properties: { en: richText, ka: richText },
      additionalProperties: false,
      description: 'either language absent or empty: none; the whole absent: none (unchanged on an edit)',
    },
    price: { type: 'number', minimum: 0, maximum: 9999999999, description: 'lari, at most 2 decimals' },
    discountedPrice: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 9999999999,
      description: 'below the price; null or absent: none',
    },
    specifications: {
      type: 'array',
      maxItems: 50,
      description: 'absent: none (unchanged on an edit)',
      items: {
        type: 'object',
        required: ['key', 'value'],
        properties: {
          key: { type: 'string', maxLength: 50, description: "one of the shop's list (GET /api/admin/specifications)" },
          label: { ...bilingualInput(line, line), description: "ignored: the shop's list names the specification" },
          value: {
            type: 'object',
            required: ['en', 'ka'],
            properties: { en: { ...line, minLength: 1 }, ka: { ...line, minLength: 1 } },
            additionalProperties: false,
            description: 'in both languages; a bare number is in the specification’s unit',
          },
        },
        additionalProperties: false,
      },
    },
    compatibility: { ...compatibilitySchema, description: `${compatibilitySchema.description}; absent: unchanged` },
    audience: { ...audienceSchema, description: `${audienceSchema.description}; absent: unchanged` },
    visible: {
      type: 'boolean',
      description: 'shown in the storefront; absent: hidden for a new product (unchanged on an edit)',
    },
    stock: {
      type: 'array',
      maxItems: 100,
      description: "warehouses' counts; absent or a warehouse left out: unchanged (none for a new product)",
      items: {
        type: 'object',
        required: ['warehouseId', 'quantity'],
        properties: { warehouseId: id, quantity },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export const productsSchema = {
  tags,
  summary: 'Products, hidden and archived ones too; staff get them without prices',
  security: bearer,
  querystring: listQuery(Object.keys(PRODUCT_SORTS) as (keyof typeof PRODUCT_SORTS)[], 'id', {
    q: { type: 'string', maxLength: 200, description: 'a part of the name (either language) or address' },
    categoryId: id,
    stock: { type: 'string', enum: ['in', 'out', 'low'], description: 'low: fewer than 3 units left' },
    visible: { type: 'boolean' },
    archived: { type: 'boolean' },
  }),
  response: { 200: listOf(product), ...failures },
} as const;

export const productSchema = {
  tags,
  summary: 'One product',
  security: bearer,
  params: idParams,
  response: { 200: product, ...failures },
} as const;

export const createProductSchema = {
  tags,
  summary: 'Create a product; it shows in the storefront at once when visible',
  security: bearer,
  body: productBody,
  response: { 200: product, ...failures },
} as const;

export const editProductSchema = {
  tags,
  summary: 'Edit a product at its current version (409 otherwise); placed orders keep their prices',
  security: bearer,
  params: idParams,
  body: {
    ...productBody,
    required: [...productBody.required, 'version'],
    properties: { ...productBody.properties, version },
  },
  response: { 200: product, ...failures },
} as const;

export const removeProductSchema = {
  tags,
  summary: 'Remove a product: archived (hidden, kept behind its orders) when it has orders, deleted otherwise',
  security: bearer,
  params: idParams,
  response: { 200: answer({ id: { type: 'integer' }, archived: { type: 'boolean' } }), ...failures },
} as const;

export const setStockSchema = {
  tags,
  summary: "Set one warehouse's count of a product (a stock take); never below the units unpaid orders reserve",
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    required: ['warehouseId', 'quantity'],
    properties: { warehouseId: id, quantity },
    additionalProperties: false,
  },
  response: { 200: product, ...failures },
} as const;

export const warehousesSchema = {
  tags,
  summary: 'The warehouses stock is counted in',
  security: bearer,
  response: {
    200: listOf(answer({ id: { type: 'integer' }, code: text, name: bilingualAnswer })),
    ...failures,
  },
} as const;
