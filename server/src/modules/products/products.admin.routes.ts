import type { ShopRoutes } from '../../app/shop';
import { ShopError } from '../../domain/errors';
import { audienceSchema, compatibilityAnswer, compatibilitySchema } from '../../domain/fit';
import { may } from '../../domain/roles';
import { sanitizeRichText } from '../../http/richText';
import {
  allWarehouses,
  createProduct,
  editProduct,
  findAdminProductById,
  listAdminProducts,
  presentAdminProduct,
  PRODUCT_SORTS,
  removeProduct,
  setStock,
  type ProductInput,
} from './products.admin.service';

import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import {
  answer,
  bearer,
  dateTime,
  failures,
  id,
  idParams,
  listOf,
  listQuery,
  pageOf,
  text,
  version,
} from '../../http/adminSchemas';

// Products in the back office. Staff read them without their prices (the fields are left out of the
// answers) and count stock; managers and owners edit everything.

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

/** one line of text in either language, the English one required */
const line = { type: 'string', maxLength: 300, pattern: '^[^\\u0000-\\u001f\\u007f]*$' } as const;
const bilingualInput = <const E extends object, const K extends object>(en: E, ka: K) =>
  ({ type: 'object', required: ['en'], properties: { en, ka }, additionalProperties: false }) as const;
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

/** the input with its rich text sanitized as the storefront sanitizes it */
const sanitized = <T extends ProductInput>(input: T): T =>
  input.description
    ? {
        ...input,
        description: {
          en: sanitizeRichText(input.description.en ?? ''),
          ka: input.description.ka ? sanitizeRichText(input.description.ka) : null,
        },
      }
    : input;

const productRoutes: ShopRoutes = async (app, shop) => {
  const { db } = shop;
  const withPrices = (request: Parameters<typeof operatorIn>[0]) => may(operatorIn(request).operator.role, 'catalogue');

  app.get(
    '/products',
    {
      config: { access: 'products.read' },
      schema: {
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
      },
    },
    async (request) => {
      const { q, categoryId, stock, visible, archived } = request.query;
      const { rows, total } = await listAdminProducts(db, pageOf(request.query), {
        q,
        categoryId,
        stock,
        visible,
        archived,
      });
      const prices = withPrices(request);
      return { items: rows.map((row) => presentAdminProduct(row, prices)), total };
    },
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'products.read' },
      schema: {
        tags,
        summary: 'One product',
        security: bearer,
        params: idParams,
        response: { 200: product, ...failures },
      },
    },
    async (request) => {
      const found = await findAdminProductById(db, request.params.id);
      if (!found) throw new ShopError(404, 'not_found');
      return presentAdminProduct(found, withPrices(request));
    },
  );

  app.post(
    '/products',
    {
      config: { access: 'catalogue' },
      schema: {
        tags,
        summary: 'Create a product; it shows in the storefront at once when visible',
        security: bearer,
        body: productBody,
        response: { 200: product, ...failures },
      },
    },
    async (request) =>
      presentAdminProduct(
        await createProduct(shop, actorOf(operatorIn(request).operator), sanitized(request.body)),
        true,
      ),
  );

  app.put(
    '/products/:id',
    {
      config: { access: 'catalogue' },
      schema: {
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
      },
    },
    async (request) =>
      presentAdminProduct(
        await editProduct(shop, actorOf(operatorIn(request).operator), request.params.id, sanitized(request.body)),
        true,
      ),
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'catalogue' },
      schema: {
        tags,
        summary: 'Remove a product: archived (hidden, kept behind its orders) when it has orders, deleted otherwise',
        security: bearer,
        params: idParams,
        response: { 200: answer({ id: { type: 'integer' }, archived: { type: 'boolean' } }), ...failures },
      },
    },
    async (request) => ({
      id: request.params.id,
      ...(await removeProduct(shop, actorOf(operatorIn(request).operator), request.params.id)),
    }),
  );

  app.put(
    '/products/:id/stock',
    {
      config: { access: 'stock' },
      schema: {
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
      },
    },
    async (request) =>
      presentAdminProduct(
        await setStock(shop, actorOf(operatorIn(request).operator), request.params.id, request.body),
        withPrices(request),
      ),
  );

  app.get(
    '/warehouses',
    {
      config: { access: 'products.read' },
      schema: {
        tags,
        summary: 'The warehouses stock is counted in',
        security: bearer,
        response: {
          200: listOf(answer({ id: { type: 'integer' }, code: text, name: bilingualAnswer })),
          ...failures,
        },
      },
    },
    async () => {
      const rows = await allWarehouses(db);
      return {
        items: rows.map((row) => ({ id: row.id, code: row.code, name: { en: row.name_en, ka: row.name_ka ?? '' } })),
        total: rows.length,
      };
    },
  );
};

export default productRoutes;
