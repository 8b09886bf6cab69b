import type { ShopRoutes } from '../../context';
import { sanitizeRichText } from '../../http/richText';
import {
  adminProduct,
  createProduct,
  editProduct,
  listAdminProducts,
  presentAdminProduct,
  removeProduct,
  seesPrices,
  setStock,
  warehouseList,
  type ProductInput,
} from './products.admin.service';
import {
  createProductSchema,
  editProductSchema,
  productSchema,
  productsSchema,
  removeProductSchema,
  setStockSchema,
  warehousesSchema,
} from './products.admin.schemas';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { pageOf } from '../../http/adminSchemas';

// Products in the back office. Staff read them without their prices (the fields are left out of the
// answers) and count stock; managers and owners edit everything. Their schemas: products.admin.schemas.ts.

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
  const withPrices = (request: Parameters<typeof operatorIn>[0]) => seesPrices(operatorIn(request).operator.role);

  app.get(
    '/products',
    {
      config: { access: 'products.read' },
      schema: productsSchema,
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
      schema: productSchema,
    },
    async (request) => presentAdminProduct(await adminProduct(db, request.params.id), withPrices(request)),
  );

  app.post(
    '/products',
    {
      config: { access: 'catalogue' },
      schema: createProductSchema,
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
      schema: editProductSchema,
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
      schema: removeProductSchema,
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
      schema: setStockSchema,
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
      schema: warehousesSchema,
    },
    async () => {
      const items = await warehouseList(db);
      return { items, total: items.length };
    },
  );
};

export default productRoutes;
